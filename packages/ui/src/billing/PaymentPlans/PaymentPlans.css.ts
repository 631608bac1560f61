import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const tier = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    height: '100%',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    current: {
      true: { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
      false: {},
    },
  },
});

export const tierName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const employees = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tierPrice = style({
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const currentTag = style({
  position: 'absolute',
  top: vars.space['4'],
  right: vars.space['4'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});

export const contact = style({ marginTop: vars.space['2'], alignSelf: 'flex-start' });
