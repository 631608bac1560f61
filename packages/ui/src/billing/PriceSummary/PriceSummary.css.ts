import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '440px',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  margin: 0,
});

export const price = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const period = style({ color: vars.color.textMuted });

export const trial = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['4']} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const check = style({ flexShrink: 0, color: vars.color.success });
