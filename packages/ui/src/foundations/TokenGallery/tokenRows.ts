import {
  breakpoints,
  color,
  contrastPairs,
  duration,
  easing,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  timing,
  zIndex,
} from '@winhub/tokens/values';
import { hex } from 'wcag-contrast';

/** One token as the gallery lists it: its `vars.*` path (what styles use), and its value. */
export interface TokenRow {
  group: string;
  name: string;
  path: string;
  value: string;
}

const rows = (group: string, values: Record<string, string | number>, unit = ''): TokenRow[] =>
  Object.entries(values).map(([name, value]) => ({
    group,
    name,
    path: `vars.${group}${/^\d/.test(name) ? `['${name}']` : `.${name}`}`,
    value: `${value}${unit}`,
  }));

export const colorRows = rows('color', color);
export const fontRows = rows('font', font);
export const fontSizeRows = rows('fontSize', fontSize);
export const fontWeightRows = rows('fontWeight', fontWeight);
export const lineHeightRows = rows('lineHeight', lineHeight);
export const spaceRows = rows('space', space);
export const radiusRows = rows('radius', radius);
export const shadowRows = rows('shadow', shadow);
export const durationRows = rows('duration', duration);
export const easingRows = rows('easing', easing);
export const zIndexRows = rows('zIndex', zIndex);
/** Breakpoints are media queries, not vars: their path is the `breakpoints` / `media` export. */
export const breakpointRows: TokenRow[] = Object.entries(breakpoints).map(([name, value]) => ({
  group: 'breakpoints',
  name,
  path: `breakpoints.${name}`,
  value: `${value}px`,
}));
export const timingRows: TokenRow[] = Object.entries(timing).map(([name, value]) => ({
  group: 'timing',
  name,
  path: `timing.${name}`,
  value: String(value),
}));

export type ContrastLevel = 'AAA' | 'AA' | 'fail';

/** WCAG 2 for normal text: 7:1 is AAA, 4.5:1 is AA. */
export const contrastLevel = (ratio: number): ContrastLevel =>
  ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'fail';

export const contrastRows = contrastPairs.map(([text, background]) => {
  const ratio = hex(color[text], color[background]);
  return { text, background, ratio, level: contrastLevel(ratio) };
});
