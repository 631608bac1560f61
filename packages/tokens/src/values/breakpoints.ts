/** Min widths in px; styles use the media queries in `media`. */
export const breakpoints = {
  mobile: 360,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A pointer that hovers (a mouse): hover styles of plain elements, which a tap would leave stuck on a phone. */
  hover: '(hover: hover)',
} as const;
