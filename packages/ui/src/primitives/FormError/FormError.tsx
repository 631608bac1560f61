import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formError, icon } from './FormError.css.ts';

export type FormErrorProps = {
  /** The form-level message; nothing renders while it is empty. */
  children?: ReactNode;
  /** The message's language when it is not the page's, e.g. 'pt-BR'. */
  lang?: string;
};

/** A form-level error (e.g. the server refused the submit), announced at once with role=alert. */
export function FormError({ children, lang }: FormErrorProps) {
  if (!children) return null;
  return (
    <p role="alert" className={formError}>
      <CircleAlert size={16} aria-hidden="true" className={icon} />
      <span lang={lang}>{children}</span>
    </p>
  );
}
