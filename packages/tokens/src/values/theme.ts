import { color } from './color.ts';
import { duration, easing } from './motion.ts';
import { font, fontSize, fontWeight, lineHeight, radius, shadow, space, zIndex } from './scale.ts';

/**
 * The values the theme contract (`vars`) is built from, group by group: the vanilla-extract theme and the
 * design-tokens file for design tools (`design-tokens/winhub.tokens.json`) are both made from this object.
 */
export const themeValues = {
  color,
  space,
  radius,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  duration,
  easing,
  zIndex,
} as const;

export type ThemeGroup = keyof typeof themeValues;
