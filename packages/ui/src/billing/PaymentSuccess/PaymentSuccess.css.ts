import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  maxWidth: '480px',
  margin: '0 auto',
  padding: `${vars.space['10']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.successSurface,
  color: vars.color.success,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const message = style({ margin: 0, color: vars.color.textMuted });
