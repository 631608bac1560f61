import { Copy, Download, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { PasswordConfirmDialog } from '../PasswordConfirmDialog/index.ts';
import * as panel from '../shared/panel.css.ts';
import * as styles from './TwoFactorPanel.css.ts';

export type TwoFactorStatus = 'off' | 'setup' | 'on';
/** Which change waits for the password. */
export type TwoFactorConfirmation = 'disable' | 'regenerate' | null;

export type TwoFactorPanelProps = {
  status: TwoFactorStatus;
  /** While setting up: the QR code (a data URL) and the seed for typing by hand. */
  setup?: { qrCode: string; secret: string } | null;
  /** Ten codes to show once (right after turning on, or after new ones were made). */
  recoveryCodes?: readonly string[] | null;
  recoveryCodesLeft: number;
  onStart: () => void;
  onConfirm: (code: string) => void;
  onCancelSetup: () => void;
  onCodesSaved: () => void;
  onCopy: (text: string) => void;
  onDownload: (codes: readonly string[]) => void;
  confirmation: TwoFactorConfirmation;
  onAskPassword: (change: Exclude<TwoFactorConfirmation, null>) => void;
  onPassword: (password: string) => void;
  onCancelPassword: () => void;
  isPending?: boolean;
  error?: string;
  /** The refusal of the password asked in the dialog. */
  passwordError?: string;
};

const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Two-factor authentication with an authenticator app (TOTP) and its ten one-time recovery codes. */
export function TwoFactorPanel(props: TwoFactorPanelProps) {
  const { status, setup, recoveryCodes, isPending = false, error } = props;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setCodeError('Enter the 6-digit code from your app');
    setCodeError(null);
    props.onConfirm(code.trim());
  };

  return (
    <section className={panel.panel} aria-labelledby="two-factor-title">
      <header className={panel.panelHeader}>
        <h2 id="two-factor-title" className={panel.panelTitle}>
          Two-factor authentication
        </h2>
        <p className={panel.panelLead}>
          A code from an authenticator app on your phone, asked after your password: a stolen password alone
          no longer signs anyone in.
        </p>
      </header>

      {recoveryCodes?.length ? (
        <>
          <p className={panel.panelLead}>
            Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are
            shown only now.
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ul>
          <div className={panel.actionsRow}>
            <Button variant="secondary" onPress={() => props.onCopy(recoveryCodes.join('\n'))}>
              <Copy size={16} aria-hidden="true" />
              Copy
            </Button>
            <Button variant="secondary" onPress={() => props.onDownload(recoveryCodes)}>
              <Download size={16} aria-hidden="true" />
              Download
            </Button>
            <Button onPress={props.onCodesSaved}>I saved them</Button>
          </div>
        </>
      ) : status === 'setup' && setup ? (
        <div className={styles.setupGrid}>
          <div className={styles.qrFrame}>
            <img
              className={styles.qrImage}
              src={setup.qrCode}
              alt="QR code to scan with your authenticator app"
            />
          </div>
          <Form className={panel.panelForm} onSubmit={confirm} validationBehavior="aria">
            <ol className={styles.steps}>
              <li>Scan the QR code with an authenticator app (or type the key below).</li>
              <li>Enter the 6-digit code it shows.</li>
            </ol>
            <div className={panel.itemMain}>
              <p className={panel.itemMeta}>Setup key</p>
              <p className={styles.secret}>{grouped(setup.secret)}</p>
              <div>
                <Button variant="ghost" size="sm" onPress={() => props.onCopy(setup.secret)}>
                  <Copy size={14} aria-hidden="true" />
                  Copy key
                </Button>
              </div>
            </div>
            <TextField
              name="code"
              label="Code from the app"
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              isDisabled={isPending}
              errorMessage={codeError ?? error}
            />
            <div className={panel.actionsRow}>
              <Button type="submit" isPending={isPending} pendingLabel="Checking...">
                Turn on
              </Button>
              <Button variant="ghost" onPress={props.onCancelSetup} isDisabled={isPending}>
                Cancel
              </Button>
            </div>
          </Form>
        </div>
      ) : status === 'on' ? (
        <div className={panel.item}>
          <div className={panel.itemMain}>
            <p className={panel.itemTitle}>
              <ShieldCheck size={18} aria-hidden="true" />
              Authenticator app
              <Badge variant="success">On</Badge>
            </p>
            <p className={panel.itemMeta}>{props.recoveryCodesLeft} of 10 recovery codes left.</p>
          </div>
          <div className={panel.actionsRow}>
            <Button variant="secondary" size="sm" onPress={() => props.onAskPassword('regenerate')}>
              New recovery codes
            </Button>
            <Button variant="danger" size="sm" onPress={() => props.onAskPassword('disable')}>
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <div className={panel.actionsRow}>
          <Button onPress={props.onStart} isPending={isPending} pendingLabel="Starting...">
            Turn on two-factor authentication
          </Button>
          <FormError>{error}</FormError>
        </div>
      )}

      <PasswordConfirmDialog
        isOpen={props.confirmation !== null}
        title={
          props.confirmation === 'disable'
            ? 'Turn off two-factor authentication?'
            : 'Make new recovery codes?'
        }
        description={
          props.confirmation === 'disable'
            ? 'Your password alone will sign you in again. We will mail you that it was turned off.'
            : 'Your old recovery codes stop working. Enter your password to continue.'
        }
        confirmLabel={props.confirmation === 'disable' ? 'Turn off' : 'Make new codes'}
        onConfirm={props.onPassword}
        onCancel={props.onCancelPassword}
        isPending={isPending}
        error={props.passwordError}
      />
    </section>
  );
}
