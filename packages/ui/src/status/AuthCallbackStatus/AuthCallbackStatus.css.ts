import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const stateIcon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.full,
  },
  variants: {
    status: {
      loading: { background: vars.color.surfaceRaised, color: vars.color.accentText },
      success: { background: vars.color.successSurface, color: vars.color.success },
      error: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});
