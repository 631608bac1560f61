import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { PasskeysPanel } from '../PasskeysPanel/PasskeysPanel.tsx';
import { TwoFactorPanel } from '../TwoFactorPanel/TwoFactorPanel.tsx';
import { SecondFactorRequired } from './SecondFactorRequired.tsx';

/** A stand-in QR code for the setup step (the app shows the api's SVG data URL). */
const sampleQrCode =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h21v21H0z"/><path d="M0 0h7v7H0zm14 0h7v7h-7zM0 14h7v7H0zM2 2h3v3H2zm14 0h3v3h-3zM2 16h3v3H2zm8-6h2v2h-2zm3 4h3v2h-3zm4 3h2v3h-2zM9 3h3v3H9zm1 13h2v3h-2z" fill="#070b14"/></svg>',
  );

const noop = fn();

const meta = {
  title: 'Identity/SecondFactorRequired',
  component: SecondFactorRequired,
  args: {
    organizationName: 'Souza Comércio',
    passkeySupported: true,
    onSetUpAuthenticator: fn(),
    onAddPasskey: fn(),
    onSignOut: fn(),
    onChooseAnother: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "What a member meets after signing in when their organization requires a second factor and they have none: why, and the two ways to add one. Choosing a way hands over to the account page's own panels (TwoFactorPanel, PasskeysPanel), given as `children`, with a way back to the choice; Sign out leaves for later. The dashboard comes once a factor is added.",
          '**When to use:** only between the sign-in and the dashboard, while the rule of the active organization is not met.',
          '**Use instead:** [TwoFactorPanel](?path=/docs/identity-twofactorpanel--docs) and [PasskeysPanel](?path=/docs/identity-passkeyspanel--docs) on `/account` for someone managing their own factors; [OrganizationSecurity](?path=/docs/settings-organizationsecurity--docs) for the rule itself.',
          '**In the product:** after sign-in, before `/dashboard`, for a member of an organization that requires a second factor.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SecondFactorRequired>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Add a second factor to continue' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Souza Comércio asks every member/)).toBeVisible();
    const authenticator = canvas.getByRole('button', { name: /^Set up an authenticator app A 6-digit code/ });
    await userEvent.click(authenticator);
    await expect(args.onSetUpAuthenticator).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Add a passkey/ }));
    await expect(args.onAddPasskey).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const NoPasskeysInThisBrowser: Story = {
  args: { passkeySupported: false },
  play: async ({ canvas }) => {
    const passkey = canvas.getByRole('button', {
      name: /^Add a passkey This browser cannot create passkeys/,
    });
    await expect(passkey).toBeDisabled();
  },
};

export const SettingUpAuthenticator: Story = {
  args: {
    children: (
      <TwoFactorPanel
        status="setup"
        setup={{ qrCode: sampleQrCode, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }}
        recoveryCodesLeft={0}
        onStart={noop}
        onConfirm={noop}
        onCancelSetup={noop}
        onCodesSaved={noop}
        onCopy={noop}
        onDownload={noop}
        confirmation={null}
        onAskPassword={noop}
        onPassword={noop}
        onCancelPassword={noop}
      />
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Set up an authenticator app/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Code from the app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another way' }));
    await expect(args.onChooseAnother).toHaveBeenCalledTimes(1);
  },
};

export const AddingPasskey: Story = {
  args: {
    children: (
      <PasskeysPanel
        passkeys={[]}
        supported
        onAdd={noop}
        removing={null}
        onAskRemove={noop}
        onRemove={noop}
        onCancelRemove={noop}
        isPending
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Waiting for your device...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Phone: Story = { ...atWidth('mobile', 740) };
export const Tablet: Story = { ...atWidth('tablet', 740) };
