import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.warningSurface,
  color: vars.color.warning,
});

export const actions = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'center' } },
});

export const details = style({
  width: '100%',
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
});

export const detailRow = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
