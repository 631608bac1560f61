import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

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

export const actions = style({
  width: '100%',
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { display: 'flex', justifyContent: 'center' } },
});
