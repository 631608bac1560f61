import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** A row of secondary actions under a form (links and text buttons). */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A calm confirmation inside a form card (a link was sent, a password changed). */
export const statusMessage = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const statusIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.success });
export const warningIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.warning });
