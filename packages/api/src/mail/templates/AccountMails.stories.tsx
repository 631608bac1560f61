import type { Meta, StoryObj } from '@storybook/react-vite';
import { color } from '@winhub/tokens/values';
import { expect } from 'storybook/test';
import type { MailContent } from '../../domain/ports/mail.ts';
import {
  factorAdded,
  factorRemoved,
  newSignIn,
  passwordChanged,
  passwordReset,
  signInLocked,
  signUpAttempt,
  verifyEmail,
} from './accountMails.ts';

const origin = 'https://winhub.example.com';
const when = 'Tue, 24 Nov 2026 18:42:07 GMT';

/** The HTML part's body as a mail client shows it, with the subject above it. */
function MailPreview({ mail }: { mail: MailContent }) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html)?.[1] ?? '';
  return (
    <article aria-label={mail.subject}>
      <p style={{ margin: 0, padding: '12px 16px', font: '600 14px system-ui', color: color.textMuted }}>
        Subject: {mail.subject}
      </p>
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}

const meta = {
  title: 'Mail/Account mails',
  component: MailPreview,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The mails of the embedded identity provider, as their HTML part renders (inline styles only, token colours). Each also has a plain-text part with the same content and the links on their own lines.',
      },
    },
  },
} satisfies Meta<typeof MailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const opensAt =
  (name: RegExp, path: string) =>
  async ({ canvas }: { canvas: { getByRole: (role: string, options: { name: RegExp }) => HTMLElement } }) => {
    const link = canvas.getByRole('link', { name });
    await expect(link.getAttribute('href')).toContain(path);
  };

export const VerifyEmail: Story = {
  args: { mail: verifyEmail({ name: 'Maria Silva', verifyUrl: `${origin}/verify-email?token=k3y-7oken` }) },
  play: opensAt(/^Verify email address$/, '/verify-email?token='),
};

export const SignUpAttempt: Story = {
  args: {
    mail: signUpAttempt({
      name: 'Maria Silva',
      signInUrl: `${origin}/login`,
      resetUrl: `${origin}/forgot-password`,
    }),
  },
  play: opensAt(/^Sign in to WinHub$/, '/login'),
};

export const PasswordReset: Story = {
  args: { mail: passwordReset({ name: 'Maria Silva', resetUrl: `${origin}/reset-password?token=r3set` }) },
  play: opensAt(/^Choose a new password$/, '/reset-password?token='),
};

export const PasswordChanged: Story = {
  args: { mail: passwordChanged({ name: 'Maria Silva', when, resetUrl: `${origin}/forgot-password` }) },
  play: opensAt(/^Reset your password$/, '/forgot-password'),
};

export const SignInLocked: Story = {
  args: {
    mail: signInLocked({
      name: 'Maria Silva',
      minutes: 1,
      unlockUrl: `${origin}/oidc/unlock?token=unl0ck`,
      resetUrl: `${origin}/forgot-password`,
    }),
  },
  play: opensAt(/^Unlock sign-in in this browser$/, '/oidc/unlock'),
};

export const NewSignIn: Story = {
  args: {
    mail: newSignIn({
      name: 'Maria Silva',
      when,
      browser: 'Chrome 156',
      os: 'macOS Sequoia',
      ip: '203.0.113.7',
      accountUrl: `${origin}/account?tab=sessions`,
      resetUrl: `${origin}/forgot-password`,
    }),
  },
  play: opensAt(/^Review your sessions$/, '/account?tab=sessions'),
};

export const FactorRemoved: Story = {
  args: {
    mail: factorRemoved({
      name: 'Maria Silva',
      factor: 'The passkey "MacBook <Pro>"',
      when,
      accountUrl: `${origin}/account?tab=passkeys`,
      resetUrl: `${origin}/forgot-password`,
    }),
  },
  play: opensAt(/^Review your account$/, '/account?tab=passkeys'),
};

export const FactorAdded: Story = {
  args: {
    mail: factorAdded({
      name: 'Maria Silva',
      factor: 'passkey',
      detail: 'MacBook <Pro>',
      when,
      accountUrl: `${origin}/account?tab=passkeys`,
      resetUrl: `${origin}/forgot-password`,
    }),
  },
  play: opensAt(/^Review your account$/, '/account?tab=passkeys'),
};
