import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const setupGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr' } },
});

export const qrFrame = style({
  width: '184px',
  height: '184px',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.textOnAccent,
});

export const qrImage = style({ display: 'block', width: '100%', height: '100%' });

export const secret = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: `${vars.space['2']} ${vars.space['8']}`,
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const steps = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  paddingLeft: vars.space['5'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
