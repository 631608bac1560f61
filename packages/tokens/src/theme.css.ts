import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { themeValues } from './values/index.ts';

const shape = <T extends Record<string, string>>(values: T) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null])) as { [K in keyof T]: null };

export const vars = createThemeContract({
  color: shape(themeValues.color),
  space: shape(themeValues.space),
  radius: shape(themeValues.radius),
  font: shape(themeValues.font),
  fontSize: shape(themeValues.fontSize),
  fontWeight: shape(themeValues.fontWeight),
  lineHeight: shape(themeValues.lineHeight),
  shadow: shape(themeValues.shadow),
  duration: shape(themeValues.duration),
  easing: shape(themeValues.easing),
  zIndex: shape(themeValues.zIndex),
});

/** The one theme: put this class on <html> (or any root) to apply it. */
export const darkTheme = createTheme(vars, themeValues);
