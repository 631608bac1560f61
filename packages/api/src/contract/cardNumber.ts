/**
 * The card-number rule the checkout's card form and the test-mode gateway apply alike, as Stripe checks a
 * number before anything else: 12 to 19 digits, spaces and dashes allowed between them, passing the Luhn
 * checksum. Zod-free: the app reads it (`@winhub/api/contract/cardNumber`) and hands it to the ui's card
 * form; the test-mode gateway's cards (`payments/testMode/cards.ts`) check numbers with it.
 */
export function isValidCardNumber(number: string): boolean {
  if (!/^[\d\s-]+$/.test(number)) return false;
  const digits = number.replace(/[\s-]/g, '');
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

/** The Luhn checksum of a string of digits: every second digit from the right doubled. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
