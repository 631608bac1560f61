import { breakpoints } from '@winhub/tokens/values';

type Width = 'mobile' | 'tablet' | 'wide';

/**
 * Story settings for one token breakpoint's width (360, 768 or 1280 px): `globals` resizes the frame in
 * story tests and in Storybook, `parameters.screenshot` sizes the visual-regression capture (whole page).
 */
export const atWidth = (width: Width, height = 720) =>
  ({
    parameters: { screenshot: { width: breakpoints[width], height } },
    globals: { viewport: { value: width, isRotated: false } },
  }) as const;

/**
 * True when the frame is at most `width` px wide. The visual-regression runner plays a story at 1024 px
 * before it resizes to `parameters.screenshot`, so assertions about one layout run only in it.
 */
export const frameAtMost = (width: number) => window.innerWidth <= width;
