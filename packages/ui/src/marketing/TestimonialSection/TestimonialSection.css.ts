import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const stat = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['1'],
  margin: `0 auto ${vars.space['12']}`,
  textAlign: 'center',
});

export const statValue = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.03em',
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
