import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { FormTextField } from '../../primitives/FormTextField/index.ts';
import { digitsOnly, normaliseExpiry } from '../cardValidation/cardValidation.ts';
import { TestModeNote, type TestModeNoteProps } from '../TestModeNote/index.ts';
import { form, row, secureNote } from './CardPaymentForm.css.ts';
import {
  type CardNumberRule,
  type CardPaymentMessages,
  type CardPaymentValues,
  cardPaymentSchema,
  defaultCardPaymentMessages,
} from './cardPaymentSchema.ts';

/** What onSubmit receives: number and CVC as digits only, expiry as "MM/YY", name trimmed. */
export type CardDetails = { number: string; expiry: string; cvc: string; name: string };

export type CardPaymentFormProps = {
  onSubmit: (card: CardDetails) => void;
  /** Whether a card number is well formed and passes its checksum (the rule the payment provider applies). */
  isValidCardNumber: CardNumberRule;
  /** Rendered instead of the card fields when the provider's own element (Stripe Payment Element) collects the card. */
  paymentElement?: ReactNode;
  /** Called on submit in place of onSubmit when `paymentElement` is used. */
  onPaymentElementSubmit?: () => void;
  isPending?: boolean;
  /** The payment provider's refusal, e.g. "Your card was declined." */
  providerError?: string;
  /** Shows the test-mode note with the test cards; pass its props to change the texts. */
  testMode?: boolean | TestModeNoteProps;
  /** Reference date for the expiry check. */
  now?: Date;
  messages?: Partial<CardPaymentMessages>;
  submitLabel?: string;
  pendingLabel?: string;
  secureLabel?: string;
};

const emptyCard: CardPaymentValues = { number: '', expiry: '', cvc: '', name: '' };

export function CardPaymentForm({
  onSubmit,
  isValidCardNumber,
  paymentElement,
  onPaymentElementSubmit,
  isPending = false,
  providerError,
  testMode = false,
  now,
  messages,
  submitLabel = 'Subscribe to Premium',
  pendingLabel = 'Processing payment...',
  secureLabel = 'Payments are encrypted and processed securely.',
}: CardPaymentFormProps) {
  const schema = useMemo(
    () =>
      cardPaymentSchema({ ...defaultCardPaymentMessages, ...messages }, isValidCardNumber, now ?? new Date()),
    [messages, isValidCardNumber, now],
  );
  const { control, handleSubmit } = useForm<CardPaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyCard,
  });

  const submitCard = handleSubmit((values) =>
    onSubmit({
      number: digitsOnly(values.number),
      expiry: normaliseExpiry(values.expiry),
      cvc: values.cvc.trim(),
      name: values.name.trim(),
    }),
  );
  const submit = paymentElement
    ? (event: FormEvent) => {
        event.preventDefault();
        onPaymentElementSubmit?.();
      }
    : submitCard;

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Card payment">
      {testMode && <TestModeNote {...(testMode === true ? {} : testMode)} />}
      {paymentElement ?? (
        <>
          <FormTextField
            control={control}
            name="number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            isDisabled={isPending}
          />
          <div className={row}>
            <FormTextField
              control={control}
              name="expiry"
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              isDisabled={isPending}
            />
            <FormTextField
              control={control}
              name="cvc"
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              isDisabled={isPending}
            />
          </div>
          <FormTextField
            control={control}
            name="name"
            label="Name on card"
            autoComplete="cc-name"
            isDisabled={isPending}
          />
        </>
      )}
      <FormError>{providerError}</FormError>
      <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      <p className={secureNote}>
        <Lock size={12} aria-hidden="true" />
        {secureLabel}
      </p>
    </form>
  );
}
