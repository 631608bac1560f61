import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { type ServiceId, serviceColor } from './serviceColor.ts';

/** The current service's colour; anything inside a `serviceTinted` element can use it. */
export const serviceTint = createVar();

const tints = Object.fromEntries(
  Object.entries(serviceColor).map(([service, color]) => [service, { vars: { [serviceTint]: color } }]),
) as Record<ServiceId, { vars: Record<string, string> }>;

/** Sets `serviceTint` for one service. */
export const serviceTinted = recipe({ variants: { service: tints } });

export const serviceIcon = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    color: serviceTint,
  },
  variants: {
    framed: {
      true: {
        borderRadius: vars.radius.md,
        background: `color-mix(in srgb, ${serviceTint} 14%, transparent)`,
        border: `1px solid color-mix(in srgb, ${serviceTint} 35%, transparent)`,
      },
    },
    size: { sm: {}, md: {}, lg: {} },
  },
  compoundVariants: [
    { variants: { framed: true, size: 'sm' }, style: { width: '32px', height: '32px' } },
    { variants: { framed: true, size: 'md' }, style: { width: '44px', height: '44px' } },
    {
      variants: { framed: true, size: 'lg' },
      style: { width: '64px', height: '64px', borderRadius: vars.radius.lg },
    },
  ],
});

export const svg = style({ display: 'block' });
