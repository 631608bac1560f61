import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

// The frame of the account pages (AccountConsole, AccountReview): a centred column under a page title.

export const pageRoot = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
});

export const pageHeader = style({ display: 'grid', gap: vars.space['2'] });

export const pageTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const pageLead = style({ margin: 0, color: vars.color.textMuted });
