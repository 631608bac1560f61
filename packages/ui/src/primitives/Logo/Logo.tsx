import { vars } from '@winhub/tokens';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { hub, logo, mark, markStroke } from './Logo.css.ts';

export type LogoProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Turns the logo into the brand link, e.g. '/' in the navigation. */
  href?: string;
  onPress?: () => void;
  /** The mark alone (e.g. a tight mobile header); the name stays for screen readers. */
  markOnly?: boolean;
};

function LogoMark() {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={mark} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: vars.color.accentHover }} />
          <stop offset="1" style={{ stopColor: vars.color.accent }} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M7.5 10.5 L11.5 21.5 L16 13 L20.5 21.5 L24.5 10.5" className={markStroke} />
    </svg>
  );
}

/** The WinHub brand: mark + wordmark, optionally the link to home. */
export function Logo({ size, href, onPress, markOnly = false }: LogoProps) {
  const content = (
    <>
      <LogoMark />
      {markOnly ? null : (
        <span>
          Win<span className={hub}>Hub</span>
        </span>
      )}
    </>
  );
  const name = markOnly ? 'WinHub' : undefined;
  if (href || onPress) {
    return (
      <Link href={href} onPress={onPress} aria-label={name} className={logo({ size })}>
        {content}
      </Link>
    );
  }
  if (markOnly) {
    return (
      <span className={logo({ size })} role="img" aria-label="WinHub">
        {content}
      </span>
    );
  }
  return <span className={logo({ size })}>{content}</span>;
}
