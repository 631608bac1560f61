import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
      neutral: { background: vars.color.neutralSurface, color: vars.color.neutral },
      accent: {
        background: vars.color.surfaceRaised,
        color: vars.color.accentText,
        borderColor: vars.color.accent,
      },
      premium: {
        background: vars.color.surfaceRaised,
        color: vars.color.serviceWms,
        borderColor: vars.color.serviceWms,
      },
    },
    size: {
      sm: {},
      md: { padding: `${vars.space['1']} ${vars.space['3']}`, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'sm' },
});
