import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

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
