import type { Ref } from 'react';
import { FieldError, Label, TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { control, field, fieldError, label as labelStyle } from '../../primitives/Field/field.css.ts';
import { textArea } from './DescriptionField.css.ts';

export type DescriptionFieldProps = Omit<TextFieldProps, 'className' | 'style' | 'children'> & {
  label?: string;
  placeholder?: string;
  errorMessage?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Multi-line text with the field look of TextField, for the organization description. */
export function DescriptionField({
  label = 'Description',
  placeholder,
  errorMessage,
  ref,
  ...props
}: DescriptionFieldProps) {
  return (
    <TextField {...props} isInvalid={Boolean(errorMessage)} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <TextArea ref={ref} placeholder={placeholder} className={`${control} ${textArea}`} rows={4} />
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}
