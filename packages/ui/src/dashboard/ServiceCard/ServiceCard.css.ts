import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  flexGrow: 1,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({
  flexGrow: 1,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
