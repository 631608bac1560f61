import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

/** A small QR code image (the app shows the api's SVG data URL). */
const qrCode =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h21v21H0z"/><path d="M0 0h7v7H0zm14 0h7v7h-7zM0 14h7v7H0zM2 2h3v3H2zm14 0h3v3h-3zM2 16h3v3H2zm7-7h3v3H9zm4 4h2v2h-2zm3 3h3v3h-3zM9 2h2v4H9zm0 14h3v3H9z" fill="#070b14"/></svg>',
  );

const meta = {
  title: 'Identity/TwoFactorPanel',
  component: TwoFactorPanel,
  args: {
    status: 'off',
    recoveryCodesLeft: 0,
    onStart: fn(),
    onConfirm: fn(),
    onCancelSetup: fn(),
    onCodesSaved: fn(),
    onCopy: fn(),
    onDownload: fn(),
    confirmation: null,
    onAskPassword: fn(),
    onPassword: fn(),
    onCancelPassword: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The Two-factor tab: turn on an authenticator app (QR code, or the key typed by hand, then a first code), see the ten recovery codes once, make new ones or turn it off — both after the password.',
          '**When to use:** Turning an authenticator app on or off and managing the recovery codes.',
          '**Use instead:** [PasskeysPanel](?path=/docs/identity-passkeyspanel--docs) for passkeys; [SecondFactorForm](?path=/docs/identity-secondfactorform--docs) for the code at sign-in.',
          '**In the product:** /account, Two-factor tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TwoFactorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const SettingUp: Story = {
  args: { status: 'setup', setup: { qrCode, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.onCopy).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code from the app' }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(canvas.getByText('Enter the 6-digit code from your app')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code from the app' }), '6{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const RecoveryCodes: Story = {
  args: {
    status: 'on',
    recoveryCodesLeft: 10,
    recoveryCodes: [
      '7K2QD-MXR4P',
      'A9F3T-ZK8WN',
      'C4H7M-Q2VXB',
      'D8J1R-T5NGE',
      'E3K6W-Y9PAF',
      'F2M8X-B7QTH',
      'G6N4Z-C1RVJ',
      'H5P9A-D3SWK',
      'J7Q2B-E8TXM',
      'K1R5C-G4VYN',
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(args.recoveryCodes);
    await userEvent.click(canvas.getByRole('button', { name: 'I saved them' }));
    await expect(args.onCodesSaved).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = {
  args: { status: 'on', recoveryCodesLeft: 7 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('7 of 10 recovery codes left.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(args.onAskPassword).toHaveBeenCalledWith('disable');
  },
};

export const ConfirmTurnOff: Story = {
  args: {
    status: 'on',
    recoveryCodesLeft: 7,
    confirmation: 'disable',
    passwordError: 'That password is not right.',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Turn off two-factor authentication?',
    });
    await expect(within(dialog).getByText('That password is not right.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expect(args.onPassword).toHaveBeenCalledWith('my-secret');
  },
};

export const Phone: Story = {
  ...phoneStory,
  args: { status: 'setup', setup: { qrCode, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } },
};
