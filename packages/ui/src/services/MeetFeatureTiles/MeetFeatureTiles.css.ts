import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    height: '100%',
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    dimmed: {
      true: { borderStyle: 'dashed', background: 'transparent' },
      false: {},
    },
  },
});

export const iconRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const icon = recipe({
  base: { color: vars.color.serviceMeet },
  variants: { dimmed: { true: { color: vars.color.textMuted }, false: {} } },
});

export const tileTitle = recipe({
  base: { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
  variants: { dimmed: { true: { color: vars.color.textMuted }, false: {} } },
});

export const tileText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
