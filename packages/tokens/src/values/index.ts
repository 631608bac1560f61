export { breakpoints, media } from './breakpoints.ts';
export { type ColorRole, color, contrastPairs } from './color.ts';
export { duration, easing, timing } from './motion.ts';
export { font, fontSize, fontWeight, lineHeight, radius, shadow, space, zIndex } from './scale.ts';
export { type TextStyle, textStyle } from './textStyle.ts';
export { type ThemeGroup, themeValues } from './theme.ts';
