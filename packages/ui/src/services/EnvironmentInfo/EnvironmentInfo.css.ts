import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['1'],
  '@media': { [media.tablet]: { gridTemplateColumns: '140px 1fr' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
