import type { ComponentType } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type FormTextFieldProps<
  TValues extends FieldValues,
  TOutput,
  TName extends FieldPathByValue<TValues, string>,
> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'errorMessage'
> & {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  /** The field to draw: TextField (default), EmailField, PasswordField or another TextField-shaped field. */
  as?: ComponentType<TextFieldProps>;
};

/** A text field wired to a react-hook-form `control`: value, change, blur, focus ref and the zod error message. */
export function FormTextField<
  TValues extends FieldValues,
  TOutput,
  TName extends FieldPathByValue<TValues, string>,
>({ control, name, as: Field = TextField, ...props }: FormTextFieldProps<TValues, TOutput, TName>) {
  const { field, fieldState } = useController({ control, name });
  return <Field {...field} {...props} errorMessage={fieldState.error?.message} />;
}
