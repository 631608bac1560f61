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

export const testNote = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const testNoteTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const testCards = style({
  margin: `${vars.space['1']} 0 0`,
  paddingLeft: vars.space['5'],
});

export const cardNumber = style({ fontFamily: vars.font.mono });

export const secureNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
