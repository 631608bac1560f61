import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.glow,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const crown = style({ color: vars.color.accentText });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const check = style({ flexShrink: 0, color: vars.color.success });
