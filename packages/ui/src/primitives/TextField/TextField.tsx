import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import {
  description as descriptionStyle,
  field,
  fieldError,
  label as labelStyle,
} from '../Field/field.css.ts';
import { input } from './TextField.css.ts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  label: string;
  /** Help text under the field, linked with aria-describedby (may hold a link). */
  description?: ReactNode;
  /** Shown under the field and marks it invalid (e.g. a react-hook-form / zod message). */
  errorMessage?: string;
  /** The language of `errorMessage` when it is not the page's, e.g. 'pt-BR' (screen readers switch voice). */
  errorLang?: string;
  placeholder?: string;
  /** Goes to the <input>, so react-hook-form can focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * Labelled text input. Controlled (`value` + `onChange(value)`) or uncontrolled (`defaultValue`);
 * `name`, `onBlur` and `ref` make it a drop-in for a react-hook-form `Controller` field.
 */
export function TextField({
  label,
  description,
  errorMessage,
  errorLang,
  isInvalid,
  placeholder,
  ref,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <Input ref={ref} className={input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={fieldError} lang={errorLang}>
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" label={label} {...props} />;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

export function PasswordField({ label = 'Password', ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" label={label} {...props} />;
}
