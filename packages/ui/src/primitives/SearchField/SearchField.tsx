import { Search, X } from 'lucide-react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { description as descriptionStyle, field, label as labelStyle } from '../Field/field.css.ts';
import { box, clear, icon, input } from './SearchField.css.ts';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> & {
  label: string;
  placeholder?: string;
  description?: string;
  /** Name of the clear button. */
  clearLabel?: string;
};

/**
 * A labelled search box: typing filters as it goes (the caller decides how), the × button or Escape
 * empties it, Enter calls `onSubmit`.
 */
export function SearchField({
  label,
  placeholder,
  description,
  clearLabel = 'Clear search',
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <div className={box}>
        <Search size={16} aria-hidden="true" className={icon} />
        <Input className={input} placeholder={placeholder} />
        <Button className={clear} aria-label={clearLabel}>
          <X size={16} aria-hidden="true" />
        </Button>
      </div>
      {description && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
    </AriaSearchField>
  );
}
