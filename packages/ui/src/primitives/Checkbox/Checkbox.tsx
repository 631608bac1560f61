import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { box, checkbox } from './Checkbox.css.ts';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
};

/** A labelled on/off choice, e.g. "Remember me" or a quick setting. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={checkbox}>
      {({ isSelected }) => (
        <>
          <span className={box} aria-hidden="true">
            {isSelected && <Check size={14} strokeWidth={3} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
