import { ArrowLeft, KeyRound, LogOut, ShieldCheck, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { choiceDescription, choiceTitle } from '../../account/shared/choiceCards.css.ts';
import { formTitle } from '../../account/shared/formCard.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import * as styles from './SecondFactorRequired.css.ts';

export type SecondFactorRequiredProps = {
  /** The organization whose rule asks for the second factor. */
  organizationName: string;
  /** False where the browser cannot create passkeys. */
  passkeySupported: boolean;
  onSetUpAuthenticator: () => void;
  onAddPasskey: () => void;
  onSignOut: () => void;
  /** The way chosen, going on (the TwoFactorPanel or PasskeysPanel of the account page): it replaces the choice. */
  children?: ReactNode;
  /** From a way started, back to the choice. */
  onChooseAnother?: () => void;
};

type ChoiceProps = {
  icon: ReactNode;
  title: string;
  text: string;
  onPress: () => void;
  isDisabled?: boolean;
};

/** A way to add a second factor, as a card: its name and what it is, all of it the button's name. */
function Choice({ icon, title, text, onPress, isDisabled }: ChoiceProps) {
  return (
    <AriaButton className={styles.choice} onPress={onPress} isDisabled={isDisabled}>
      <span className={styles.choiceIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={choiceTitle}>{title}</span>
      <span className={choiceDescription}>{text}</span>
    </AriaButton>
  );
}

/**
 * What a member meets at sign-in when their organization requires a second factor and they have none:
 * why, and the two ways to add one (an authenticator app, a passkey), before the dashboard.
 */
export function SecondFactorRequired({
  organizationName,
  passkeySupported,
  onSetUpAuthenticator,
  onAddPasskey,
  onSignOut,
  children,
  onChooseAnother,
}: SecondFactorRequiredProps) {
  return (
    <section className={styles.screen} aria-labelledby="second-factor-required-title">
      <header className={styles.header}>
        <ShieldCheck size={28} aria-hidden="true" className={styles.shield} />
        <h1 id="second-factor-required-title" className={formTitle}>
          Add a second factor to continue
        </h1>
        <p className={styles.lead}>
          {organizationName} asks every member for a second step after the password: a code from an
          authenticator app, or a passkey. Set one up now to reach your dashboard; it takes about a minute.
        </p>
      </header>
      {children ?? (
        <div className={styles.choices}>
          <Choice
            icon={<Smartphone size={24} />}
            title="Set up an authenticator app"
            text="A 6-digit code from an app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password."
            onPress={onSetUpAuthenticator}
          />
          <Choice
            icon={<KeyRound size={24} />}
            title="Add a passkey"
            text={
              passkeySupported
                ? "Your device's fingerprint, face or screen lock: nothing to type, and it cannot be phished."
                : 'This browser cannot create passkeys. Use an authenticator app, or another browser.'
            }
            onPress={onAddPasskey}
            isDisabled={!passkeySupported}
          />
        </div>
      )}
      <div className={styles.footer}>
        {children && onChooseAnother ? (
          <Button variant="ghost" size="sm" onPress={onChooseAnother}>
            <ArrowLeft size={16} aria-hidden="true" />
            Choose another way
          </Button>
        ) : (
          <span>Not now? You can sign out and come back later.</span>
        )}
        <Button variant="secondary" size="sm" onPress={onSignOut}>
          <LogOut size={16} aria-hidden="true" />
          Sign out
        </Button>
      </div>
    </section>
  );
}
