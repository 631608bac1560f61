import { useState } from 'react';
import type { LengthRule } from '../../account/RegisterForm/registerSchema.ts';
import { portugueseLang } from '../../i18n/languages.ts';
import { PasswordField } from '../../primitives/TextField/index.ts';

type Problem = { message: string; lang: string | undefined } | null;
type NewPasswordProblems = { password: Problem; confirmation: Problem };

/**
 * The sign-up rule for every new password, with its Portuguese message
 * (docs/product/texts-and-validation.md, "New passwords").
 */
function newPasswordProblems(password: string, confirmation: string, rule: LengthRule): NewPasswordProblems {
  const weak = password.length < rule.minLength;
  return {
    password: weak ? { message: rule.message, lang: portugueseLang } : null,
    confirmation:
      !weak && password !== confirmation ? { message: 'Passwords do not match', lang: undefined } : null,
  };
}

/** A new password typed twice: its values, and its problems once a submit has checked them. */
export function useNewPassword(rule: LengthRule) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems | null>(null);
  return {
    fields: { password, confirmation, problems, onPassword: setPassword, onConfirmation: setConfirmation },
    /** Checks the pair against the rule (the fields then show what falls short): the password, or null. */
    check(): string | null {
      const found = newPasswordProblems(password, confirmation, rule);
      setProblems(found);
      return found.password || found.confirmation ? null : password;
    },
    clear() {
      setPassword('');
      setConfirmation('');
    },
  };
}

type NewPasswordFieldsProps = ReturnType<typeof useNewPassword>['fields'] & {
  /** The form field's name of the new password. */
  name: string;
  isDisabled: boolean;
  autoFocus?: boolean;
};

/** "New password" and "Confirm new password", with the rule's and the match's messages. */
export function NewPasswordFields({
  password,
  confirmation,
  problems,
  onPassword,
  onConfirmation,
  name,
  isDisabled,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        name={name}
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        autoFocus={autoFocus}
        isDisabled={isDisabled}
        errorMessage={problems?.password?.message}
        errorLang={problems?.password?.lang}
      />
      <PasswordField
        name="confirmation"
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        isDisabled={isDisabled}
        errorMessage={problems?.confirmation?.message}
      />
    </>
  );
}
