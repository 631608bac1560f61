import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const statusBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
    '::before': {
      content: '""',
      width: '6px',
      height: '6px',
      borderRadius: vars.radius.full,
      background: 'currentColor',
    },
  },
  variants: {
    tone: {
      success: { color: vars.color.success, background: vars.color.successSurface },
      danger: { color: vars.color.danger, background: vars.color.dangerSurface },
      warning: { color: vars.color.warning, background: vars.color.warningSurface },
      neutral: { color: vars.color.neutral, background: vars.color.neutralSurface },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusTone = NonNullable<NonNullable<RecipeVariants<typeof statusBadge>>['tone']>;
