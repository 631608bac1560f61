import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const greeting = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});
