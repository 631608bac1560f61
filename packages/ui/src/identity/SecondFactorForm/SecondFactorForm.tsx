import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { fields, formCard, formHeader, formLead, formTitle } from '../../account/shared/formCard.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { orDivider } from '../../primitives/shared/orDivider.css.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { linkRow } from '../shared/identity.css.ts';

export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';
export type SecondFactorCode = { method: 'totp' | 'recovery_code'; code: string };

export type SecondFactorFormProps = {
  /** The second factors the person has set up (the provider's answer after a right password). */
  methods: readonly SecondFactorMethod[];
  onSubmitCode: (code: SecondFactorCode) => void;
  onUsePasskey?: () => void;
  onCancel?: () => void;
  isPending?: boolean;
  /** The refusal of the last code, shown beside the field. */
  error?: string;
};

const AUTHENTICATOR_CODE = /^\d{6}$/;

/**
 * The sign-in's second step: the 6-digit code of the authenticator app, a recovery code instead, or a
 * passkey. The code is checked for its shape here (beside the field) and for its value by the provider.
 */
export function SecondFactorForm({
  methods,
  onSubmitCode,
  onUsePasskey,
  onCancel,
  isPending = false,
  error,
}: SecondFactorFormProps) {
  const [method, setMethod] = useState<SecondFactorCode['method']>('totp');
  const [code, setCode] = useState('');
  const [shapeError, setShapeError] = useState<string | null>(null);
  const recovery = method === 'recovery_code';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!recovery && !AUTHENTICATOR_CODE.test(value))
      return setShapeError('Enter the 6-digit code from your app');
    if (recovery && value.replace(/[\s-]/g, '').length !== 10)
      return setShapeError('Enter a 10-character recovery code');
    setShapeError(null);
    onSubmitCode({ method, code: value });
  };

  const switchTo = (next: SecondFactorCode['method']) => {
    setMethod(next);
    setCode('');
    setShapeError(null);
  };

  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>Two-factor authentication</h1>
        <p className={formLead}>
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </header>
      <Form className={fields} onSubmit={submit} validationBehavior="aria">
        <TextField
          key={method}
          name="code"
          label={recovery ? 'Recovery code' : 'Authentication code'}
          value={code}
          onChange={setCode}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          maxLength={recovery ? 11 : 6}
          autoFocus
          isDisabled={isPending}
          errorMessage={shapeError ?? error}
        />
        <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel="Verifying...">
          Verify
        </Button>
      </Form>
      <p className={linkRow}>
        <AriaButton
          className={textLink}
          onPress={() => switchTo(recovery ? 'totp' : 'recovery_code')}
          isDisabled={isPending}
        >
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </AriaButton>
        {onCancel && (
          <AriaButton className={textLink} onPress={onCancel} isDisabled={isPending}>
            Back to sign in
          </AriaButton>
        )}
      </p>
      {methods.includes('passkey') && onUsePasskey && (
        <>
          <p className={orDivider}>or</p>
          <Button variant="secondary" fullWidth onPress={onUsePasskey} isDisabled={isPending}>
            <KeyRound size={16} aria-hidden="true" />
            Use a passkey
          </Button>
        </>
      )}
    </div>
  );
}
