import type { ReactNode, Ref } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { labelText, switchRoot, thumb, track } from './Switch.css.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'style' | 'children'> & {
  /** The setting it turns on, read as the switch's name. */
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
};

/**
 * An on/off setting that takes effect at once (role=switch), e.g. "Require a second factor". For a
 * choice that waits for a form's submit, use Checkbox.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      <span className={labelText}>{children}</span>
    </AriaSwitch>
  );
}
