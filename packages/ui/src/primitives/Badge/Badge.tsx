import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { badge } from './Badge.css.ts';

export type BadgeVariant = 'success' | 'warning' | 'danger' | 'neutral' | 'accent' | 'premium';

export type BadgeProps = {
  children: ReactNode;
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  /** A small leading icon (decorative); premium badges get a crown by default. */
  icon?: ReactNode;
};

/** A short status or label, e.g. 'Premium Active', 'Free Plan', 'Coming Soon', 'active'. */
export function Badge({ children, variant = 'neutral', size, icon }: BadgeProps) {
  const leading = icon ?? (variant === 'premium' ? <Crown size={12} /> : null);
  return (
    <span className={badge({ variant, size })} data-variant={variant}>
      {leading && (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {leading}
        </span>
      )}
      {children}
    </span>
  );
}
