import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  /** Shown (and announced) instead of the children while `isPending`, e.g. "Signing in...". */
  pendingLabel?: string;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  children,
  pendingLabel,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={button({ variant, size, fullWidth })}>
      {isPending ? (
        <>
          <Spinner size="sm" />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
