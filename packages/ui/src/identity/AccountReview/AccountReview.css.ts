import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const reviewRoot = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '720px', lineHeight: 1.55 });

/** Each part (passkeys, two-factor, sessions) as on its tab, one under the other. */
export const part = style({
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
