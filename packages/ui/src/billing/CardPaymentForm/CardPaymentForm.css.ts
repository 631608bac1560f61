import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '440px',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
});

export const secureNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
