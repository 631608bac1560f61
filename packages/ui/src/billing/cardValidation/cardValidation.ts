/**
 * Card checks used by CardPaymentForm before anything reaches the payment provider; the number's rule is
 * the api contract's, handed in by the app (`isValidCardNumber`).
 */

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

const EXPIRY_PATTERN = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/;

/** Splits "MM/YY" into month (1–12) and a four-digit year, or null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** True when "MM/YY" is well formed and not before `now`'s month: a card is valid through its last day. */
export function expiryValid(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return parsed.year > currentYear || (parsed.year === currentYear && parsed.month >= currentMonth);
}

/** "MM/YY" without spaces, e.g. "04 / 29" → "04/29"; malformed input comes back trimmed. */
export function normaliseExpiry(expiry: string): string {
  const parsed = parseExpiry(expiry);
  if (!parsed) return expiry.trim();
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}

/** 3 or 4 digits. */
export const cvcValid = (cvc: string): boolean => /^\d{3,4}$/.test(cvc.trim());
