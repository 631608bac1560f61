import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css.ts';
import type { ButtonSize, ButtonVariant } from '../Button/Button.tsx';

export type LinkButtonProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
};

/**
 * A link that looks like a Button: for navigation (`href`, optionally `target="_blank"`), while
 * `onPress` lets the app route client-side.
 */
export function LinkButton({ variant, size, fullWidth, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </Link>
  );
}
