import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const wrapper = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  minWidth: '560px',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const headCell = style({
  padding: `${vars.space['2']} ${vars.space['5']}`,
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const mono = style({ fontFamily: vars.font.mono });

export const message = style({
  padding: `${vars.space['8']} ${vars.space['5']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
