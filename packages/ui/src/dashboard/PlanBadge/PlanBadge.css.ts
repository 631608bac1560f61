import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const planBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    plan: {
      premium: {
        color: vars.color.warning,
        background: vars.color.warningSurface,
        borderColor: vars.color.warning,
      },
      free: {
        color: vars.color.neutral,
        background: vars.color.neutralSurface,
        borderColor: vars.color.borderStrong,
      },
    },
  },
});
