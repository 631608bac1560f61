import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const setting = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '720px',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const settingTitle = style({ fontWeight: vars.fontWeight.semibold });

export const explanation = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  // under the switch's label: past its 44 px track and the gap
  paddingLeft: `calc(44px + ${vars.space['3']})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
