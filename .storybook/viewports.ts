import { breakpoints } from '@winhub/tokens/values';
import type { Viewport } from 'storybook/viewport';

/** A typical screen height for each width class; the widths are the token breakpoints. */
const heights: Record<keyof typeof breakpoints, number> = {
  mobile: 740,
  tablet: 1024,
  desktop: 768,
  wide: 800,
};

const types: Record<keyof typeof breakpoints, Viewport['type']> = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  wide: 'desktop',
};

/** The viewport toolbar offers exactly the token breakpoints (`breakpoints.*` in `@winhub/tokens/values`). */
export const tokenViewports: Record<string, Viewport> = Object.fromEntries(
  (Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name) => [
    name,
    {
      name: `${name} (${breakpoints[name]}px)`,
      styles: { width: `${breakpoints[name]}px`, height: `${heights[name]}px` },
      type: types[name],
    },
  ]),
);
