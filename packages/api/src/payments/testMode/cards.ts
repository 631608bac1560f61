import type { TestCard } from '../../contract/billing.ts';
import { isValidCardNumber } from '../../contract/cardNumber.ts';
import type { CardSummary } from '../gateway.ts';

export type CardCheck = { ok: true; card: CardSummary } | { ok: false; code: string; message: string };

const decline = (code: string, message: string): CardCheck => ({ ok: false, code, message });

// Stripe's test cards (https://docs.stripe.com/testing) and the messages Stripe gives for them.
const OUTCOMES: Record<string, CardCheck | 'succeeds'> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '5200828282828210': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': decline('card_declined', 'Your card was declined.'),
  '4000000000009995': decline('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': decline('lost_card', 'Your card was declined.'),
  '4000000000000069': decline('expired_card', 'Your card has expired.'),
  '4000000000000127': decline('incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': decline(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
};

const NOT_A_TEST_CARD = decline(
  'card_declined',
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

function brandOf(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Checks a card the way Stripe test mode does: format first, then the test number's outcome. */
export function checkTestCard(card: TestCard, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!isValidCardNumber(card.number)) {
    return decline('incorrect_number', 'Your card number is incorrect.');
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return decline('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiryIndex = expYear * 12 + card.expMonth;
  const currentIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expiryIndex < currentIndex)
    return decline('invalid_expiry_year', "Your card's expiration date is in the past.");
  if (expYear > now.getUTCFullYear() + 50)
    return decline('invalid_expiry_year', "Your card's expiration year is invalid.");
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return decline('invalid_cvc', "Your card's security code is invalid.");
  }
  const outcome = OUTCOMES[digits] ?? NOT_A_TEST_CARD;
  if (outcome !== 'succeeds') return outcome;
  return { ok: true, card: { brand, last4: digits.slice(-4) } };
}
