import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formError, icon } from './FormError.css.ts';

export type FormErrorProps = {
  /** The form-level message; nothing renders while it is empty. */
  children?: ReactNode;
};

/** A form-level error (e.g. the server refused the submit), announced at once with role=alert. */
export function FormError({ children }: FormErrorProps) {
  if (!children) return null;
  return (
    <p role="alert" className={formError}>
      <CircleAlert size={16} aria-hidden="true" className={icon} />
      <span>{children}</span>
    </p>
  );
}
