import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { Select, type SelectProps } from '../Select/Select.tsx';

export type FormSelectProps<
  TValues extends FieldValues,
  TOutput,
  TName extends FieldPathByValue<TValues, string>,
> = Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onBlur' | 'ref' | 'errorMessage'> & {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
};

/**
 * A Select wired to a react-hook-form `control`. `onChange` is optional and runs after the form
 * has taken the new value (e.g. to move focus to the next field).
 */
export function FormSelect<
  TValues extends FieldValues,
  TOutput,
  TName extends FieldPathByValue<TValues, string>,
>({ control, name, onChange, ...props }: FormSelectProps<TValues, TOutput, TName>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...field}
      {...props}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      errorMessage={fieldState.error?.message}
    />
  );
}
