import { z } from 'zod';
import { cvcValid, expiryValid, parseExpiry } from '../cardValidation/cardValidation.ts';

export type CardPaymentMessages = {
  numberRequired: string;
  numberInvalid: string;
  expiryInvalid: string;
  expiryPast: string;
  cvcInvalid: string;
  nameRequired: string;
};

export const defaultCardPaymentMessages: CardPaymentMessages = {
  numberRequired: 'Enter your card number',
  numberInvalid: 'Your card number is invalid',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expiryPast: 'Your card has expired',
  cvcInvalid: 'Enter the 3 or 4 digit security code',
  nameRequired: 'Enter the name on the card',
};

/** The card number's rule: format and checksum (the app hands the api contract's, `isValidCardNumber`). */
export type CardNumberRule = (number: string) => boolean;

export function cardPaymentSchema(
  messages: CardPaymentMessages,
  isValidCardNumber: CardNumberRule,
  now: Date,
) {
  return z.object({
    number: z
      .string()
      .trim()
      .min(1, messages.numberRequired)
      .refine((value) => isValidCardNumber(value), messages.numberInvalid),
    expiry: z
      .string()
      .refine((value) => parseExpiry(value) !== null, messages.expiryInvalid)
      .refine((value) => parseExpiry(value) === null || expiryValid(value, now), messages.expiryPast),
    cvc: z.string().refine(cvcValid, messages.cvcInvalid),
    name: z.string().trim().min(1, messages.nameRequired),
  });
}

export type CardPaymentValues = z.input<ReturnType<typeof cardPaymentSchema>>;
