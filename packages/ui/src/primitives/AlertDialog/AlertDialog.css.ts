import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      default: { background: vars.color.surfaceHover, color: vars.color.accentText },
      destructive: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});
