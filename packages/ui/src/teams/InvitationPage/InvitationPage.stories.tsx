import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { signUpRules } from '../../../../../.storybook/fixtures/signUpRules.ts';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { type InvitationDetails, InvitationPage } from './InvitationPage.tsx';

const invitation: InvitationDetails = {
  organizationName: 'Souza Comércio',
  role: 'member',
  invitedBy: 'Ana Souza',
  email: 'felipe.costa@gmail.com',
};

const meta = {
  title: 'Teams/InvitationPage',
  component: InvitationPage,
  args: {
    state: { kind: 'sign-up', invitation },
    rules: signUpRules,
    onSignUp: fn(),
    onAccept: fn(),
    onSignIn: fn(),
    onSignOut: fn(),
  },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          "The page an invitation mail's link opens. Someone new signs up from it with the invited address fixed (accepting proves it, so it counts as verified), their name and a password under the sign-up rules; someone whose address already has an account signs in, then joins; someone signed in with it joins with one press. Signed in as another address, the page refuses and names the invited address partly masked (a***@example.com), with Sign out. A link that was used, revoked, has expired (7 days) or is not valid has its own page.",
          '**When to use:** only for an invitation link.',
          '**Use instead:** [RegisterForm](?path=/docs/account-registerform--docs) to sign up with a new organization; [EmailVerificationResult](?path=/docs/identity-emailverificationresult--docs) for the verification link.',
          '**In the product:** `/invitation?token=…`, the link of the invitation mail.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof InvitationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Souza Comércio' })).toBeVisible();
    await expect(canvas.getByText(/invited you to join/)).toHaveTextContent(
      'Ana Souza invited you to join Souza Comércio as a member.',
    );
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('felipe.costa@gmail.com');
    await expect(email).toHaveAttribute('readonly');
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'F');
    await userEvent.type(canvas.getByLabelText('Password'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and join' }));
    await expect(name).toHaveAccessibleDescription('Nome deve ter pelo menos 2 caracteres');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Senha deve ter pelo menos 6 caracteres',
    );
    await expect(args.onSignUp).not.toHaveBeenCalled();
    await userEvent.type(name, 'elipe Costa ');
    await userEvent.type(canvas.getByLabelText('Password'), '456');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and join' }));
    await expect(args.onSignUp).toHaveBeenCalledWith({ fullName: 'Felipe Costa', password: '123456' });
  },
};

export const SigningUp: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SignUpFailed: Story = {
  args: { error: 'The account could not be created. Try again in a moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be created');
  },
};

export const SignIn: Story = {
  args: { state: { kind: 'sign-in', invitation } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/already has a WinHub account/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to accept' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const AcceptSignedIn: Story = {
  args: { state: { kind: 'accept', invitation: { ...invitation, role: 'admin' } } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Manages the team/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Souza Comércio as an admin' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Joining: Story = {
  args: { state: { kind: 'accept', invitation }, isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Joining...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WrongAccount: Story = {
  args: { state: { kind: 'wrong-account', invitation, signedInEmail: 'bruno.lima@souzacomercio.com.br' } },
  play: async ({ args, canvas }) => {
    const refusal = canvas.getByRole('alert');
    await expect(refusal).toHaveTextContent('It was sent to f***@gmail.com');
    await expect(refusal).toHaveTextContent('you are signed in as bruno.lima@souzacomercio.com.br');
    await expect(refusal).not.toHaveTextContent('felipe.costa');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Used: Story = {
  args: { state: { kind: 'used', organizationName: 'Souza Comércio' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This invitation was already used' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Revoked: Story = {
  args: { state: { kind: 'revoked', organizationName: 'Souza Comércio' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An admin of Souza Comércio revoked it.');
  },
};

export const Expired: Story = {
  args: { state: { kind: 'expired', organizationName: 'Souza Comércio' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invitation links work for 7 days.');
    await expect(canvas.getByRole('link', { name: 'Go to WinHub' })).toHaveAttribute('href', '/');
  },
};

export const NotValid: Story = {
  args: { state: { kind: 'invalid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Opening the invitation' })).toBeVisible();
  },
};

export const Phone: Story = { ...atWidth('mobile', 740) };
export const PhoneWrongAccount: Story = { ...atWidth('mobile', 640), args: WrongAccount.args };
export const Tablet: Story = { ...atWidth('tablet', 900), args: AcceptSignedIn.args };
