import type { LengthRule } from '../../account/RegisterForm/registerSchema.ts';
import { portugueseLang } from '../../i18n/texts.ts';

/**
 * The sign-up rule for every new password, with its Portuguese message
 * (docs/product/texts-and-validation.md, "New passwords").
 */
export function newPasswordProblems(password: string, confirmation: string, rule: LengthRule) {
  const weak = password.length < rule.minLength;
  return {
    password: weak ? { message: rule.message, lang: portugueseLang } : null,
    confirmation:
      !weak && password !== confirmation ? { message: 'Passwords do not match', lang: undefined } : null,
  };
}
