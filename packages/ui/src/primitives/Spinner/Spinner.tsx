import { spinner } from './Spinner.css.ts';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
};

export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (!label) return <span className={spinner({ size })} aria-hidden="true" />;
  return <span className={spinner({ size })} role="progressbar" aria-label={label} aria-busy="true" />;
}
