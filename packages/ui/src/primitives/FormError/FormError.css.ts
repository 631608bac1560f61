import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const icon = style({ flexShrink: 0, marginTop: '1px' });
