import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** The few words under a cell's main value (an address under a name, a reason under a control). */
export const cellNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** An error beside the row it is about. */
export const rowError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const loadingText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
