import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { serviceTint } from '../ServiceIcon/ServiceIcon.css.ts';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['8'] },
    },
    accented: {
      true: {
        borderTopWidth: '0',
        boxShadow: `inset 0 3px 0 ${serviceTint}`,
      },
    },
    raised: { true: { background: vars.color.surfaceRaised } },
  },
  defaultVariants: { padding: 'md' },
});
