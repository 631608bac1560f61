import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { isValidCardNumber } from '../../../../../.storybook/fixtures/cardNumber.ts';
import { CardPaymentForm } from './CardPaymentForm.tsx';

const meta = {
  title: 'Billing/CardPaymentForm',
  component: CardPaymentForm,
  args: { onSubmit: fn(), onPaymentElementSubmit: fn(), isValidCardNumber, now: new Date(2026, 10, 21) },
  parameters: {
    docs: {
      description: {
        component: [
          'The card form of /subscribe. Checks the number (Luhn), the expiry (MM/YY, not in the past), the CVC and the name before calling onSubmit with digits only. Shows a pending state, the provider refusal (role=alert), an optional test-mode note with the test cards, and takes a `paymentElement` slot that replaces the fields when Stripe Payment Element collects the card.',
          '**When to use:** Taking the card for the Premium subscription.',
          '**Use instead:** [PriceSummary](?path=/docs/billing-pricesummary--docs) beside it for what is charged; [PaymentPlans](?path=/docs/billing-paymentplans--docs) for the price by size.',
          "**In the product:** /subscribe (its own fields in test mode; Stripe's Payment Element in its slot otherwise).",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CardPaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '04 / 29');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), '  Ana Souza ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Premium' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      number: '4242424242424242',
      expiry: '04/29',
      cvc: '123',
      name: 'Ana Souza',
    });
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Subscribe to Premium' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Enter your card number')).toBeVisible();
    await expect(canvas.getByText('Enter the expiry date as MM/YY')).toBeVisible();
    await expect(canvas.getByText('Enter the 3 or 4 digit security code')).toBeVisible();
    await expect(canvas.getByText('Enter the name on the card')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '10/26');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Your card number is invalid')).toBeVisible();
    await expect(canvas.getByText('Your card has expired')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Processing payment\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderError: Story = {
  args: { providerError: 'Your card was declined.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

export const TestMode: Story = {
  args: { testMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test mode')).toBeVisible();
    await expect(canvas.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(canvas.getByText('4000 0000 0000 0002')).toBeVisible();
    await expect(canvas.getByText('4000 0000 0000 9995')).toBeVisible();
  },
};

export const WithPaymentElement: Story = {
  args: {
    paymentElement: (
      <div style={{ padding: 16, border: '1px dashed currentColor', borderRadius: 10 }}>
        Stripe Payment Element mounts here
      </div>
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Stripe Payment Element mounts here')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Premium' }));
    await expect(args.onPaymentElementSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { testMode: true, providerError: 'Your card has insufficient funds.' },
  parameters: { screenshot: { width: 375, height: 812 } },
};
