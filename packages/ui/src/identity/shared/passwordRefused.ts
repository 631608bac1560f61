import { expect, waitFor, within } from 'storybook/test';

/**
 * Stories' check of a password dialog that refused the password: its field is marked invalid and, once
 * the dialog has faded in, `message` shows (a story is done, and its screenshot taken, only then).
 */
export async function expectPasswordRefused(dialogOf: () => HTMLElement, message: string): Promise<void> {
  await expect(within(dialogOf()).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(within(dialogOf()).getByText(message)).toBeVisible());
}
