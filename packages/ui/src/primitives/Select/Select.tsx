import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import {
  description as descriptionStyle,
  field,
  fieldError,
  label as labelStyle,
} from '../Field/field.css.ts';
import { check, chevron, listBox, option, popover, trigger, value as valueStyle } from './Select.css.ts';

export type SelectOption = { id: string; label: string };

export type SelectProps = Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'style' | 'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'
> & {
  label: string;
  options: readonly SelectOption[];
  /** The selected option id; '' or null shows the placeholder. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Goes to the trigger button, so react-hook-form can focus an invalid select. */
  ref?: Ref<HTMLButtonElement>;
};

const toKey = (id: string | null | undefined): Key | null | undefined => (id === '' ? null : id);

/** Pick one option from a list, e.g. business type or company size. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isInvalid,
  ref,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(key === null ? '' : String(key))}
      placeholder={placeholder}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={field}
    >
      <Label className={labelStyle}>{label}</Label>
      <Button ref={ref} className={trigger}>
        <SelectValue className={valueStyle} />
        <ChevronDown size={18} aria-hidden="true" className={chevron} />
      </Button>
      {description && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <Popover className={popover} offset={6}>
        <ListBox items={options} className={listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={option}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <Check size={16} aria-hidden="true" className={check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
