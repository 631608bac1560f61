import { createTheme, createThemeContract } from '@vanilla-extract/css';
import {
  color,
  duration,
  easing,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from './values/index.ts';

const shape = <T extends Record<string, string>>(values: T) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null])) as { [K in keyof T]: null };

const themeValues = {
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
};

export const vars = createThemeContract({
  color: shape(color),
  space: shape(space),
  radius: shape(radius),
  font: shape(font),
  fontSize: shape(fontSize),
  fontWeight: shape(fontWeight),
  lineHeight: shape(lineHeight),
  shadow: shape(shadow),
  duration: shape(duration),
  easing: shape(easing),
  zIndex: shape(zIndex),
});

/** The one theme: put this class on <html> (or any root) to apply it. */
export const darkTheme = createTheme(vars, themeValues);
