import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const planCard = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    featured: {
      true: { borderColor: vars.color.accent, boxShadow: vars.shadow.glow },
      false: {},
    },
  },
});

export const planName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const period = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const highlight = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flexGrow: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const check = style({ flexShrink: 0, color: vars.color.success });
