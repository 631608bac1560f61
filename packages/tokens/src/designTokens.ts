// The theme as a W3C Design Tokens Community Group file (https://tr.designtokens.org/format/), for design
// tools: Tokens Studio for Figma and Penpot import it. Values are the format's string forms ("#eef2f9",
// "16px", "200ms"), which those tools read; every token carries its own `$type`, as Penpot needs.
import { breakpoints, type TextStyle, textStyle, themeValues, timing } from './values/index.ts';

/** Where `pnpm --filter @winhub/tokens design-tokens` writes the file; Storybook serves its folder. */
export const designTokensPath = new URL('../design-tokens/winhub.tokens.json', import.meta.url);

export type ShadowValue = { color: string; offsetX: string; offsetY: string; blur: string; spread: string };
export type TypographyValue = {
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  lineHeight: string;
  letterSpacing: string;
};

export type DesignToken =
  | {
      $type: 'color' | 'dimension' | 'duration';
      $value: string;
      $description?: string;
      $extensions?: CssExtension;
    }
  | { $type: 'fontFamily'; $value: string[] }
  | { $type: 'fontWeight' | 'number'; $value: number }
  | { $type: 'cubicBezier'; $value: [number, number, number, number] }
  | { $type: 'shadow'; $value: ShadowValue | ShadowValue[] }
  | { $type: 'typography'; $value: TypographyValue; $description?: string };

/** A value CSS can say and the format cannot (a fluid size): the tools get the nearest plain value. */
export type CssExtension = { 'app.winhub': { css: string } };

export type DesignTokenGroup = { [name: string]: DesignToken };
export type DesignTokensFile = { $description: string } & { [group: string]: DesignTokenGroup | string };

const tokens = <V>(values: Record<string, V>, token: (value: V) => DesignToken): DesignTokenGroup =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, token(value)]));

/** `#rrggbb` stays; `rgba(r, g, b, a)` becomes `#rrggbbaa` (the alpha to the nearest 1/255). */
function hexColor(css: string): string {
  if (/^#[0-9a-f]{6}$/i.test(css)) return css.toLowerCase();
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  if (!rgba) throw new Error(`Not a colour the design-tokens file can hold: ${css}`);
  const [, r, g, b, alpha] = rgba;
  const channels = [r, g, b].map(Number);
  if (alpha !== undefined && Number(alpha) < 1) channels.push(Math.round(Number(alpha) * 255));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const dimension = (css: string): DesignToken => {
  if (css === '0') return { $type: 'dimension', $value: '0px' };
  if (/^-?[\d.]+(px|rem)$/.test(css)) return { $type: 'dimension', $value: css };
  // clamp(min, preferred, max): design tools draw at the widest layout, so the maximum
  const clamp = /^clamp\(([^,]+),([^,]+),([^,)]+)\)$/.exec(css);
  if (!clamp?.[3]) throw new Error(`Not a dimension the design-tokens file can hold: ${css}`);
  const [min, max] = [clamp[1]?.trim(), clamp[3].trim()];
  return {
    $type: 'dimension',
    $value: max,
    $description: `Fluid: ${min} on narrow screens, growing with the width up to ${max}.`,
    $extensions: { 'app.winhub': { css } },
  };
};

/** `'Inter Variable', Inter, system-ui` → ["Inter Variable", "Inter", "system-ui"]. */
const fontFamily = (css: string): DesignToken => ({
  $type: 'fontFamily',
  $value: css.split(',').map((name) => name.trim().replace(/^'(.*)'$/, '$1')),
});

/** A CSS box-shadow list: `x y blur spread? colour`, comma-separated outside the colour's brackets. */
const shadow = (css: string): DesignToken => {
  const layers = css.split(/,(?![^(]*\))/).map((layer): ShadowValue => {
    const match = /^\s*(\S+)\s+(\S+)\s+(\S+)(?:\s+(\S+))?\s+(rgba?\([^)]*\)|#[0-9a-f]+)\s*$/i.exec(layer);
    if (!match) throw new Error(`Not a shadow the design-tokens file can hold: ${layer}`);
    const [, offsetX, offsetY, blur, spread, colour] = match;
    const length = (value = '0') => (value === '0' ? '0px' : value);
    return {
      color: hexColor(colour ?? ''),
      offsetX: length(offsetX),
      offsetY: length(offsetY),
      blur: length(blur),
      spread: length(spread),
    };
  });
  return { $type: 'shadow', $value: layers.length === 1 && layers[0] ? layers[0] : layers };
};

const cubicBezier = (css: string): DesignToken => {
  const points = /^cubic-bezier\(([^)]*)\)$/.exec(css)?.[1]?.split(',').map(Number);
  if (points?.length !== 4 || points.some(Number.isNaN)) throw new Error(`Not a cubic-bézier: ${css}`);
  return { $type: 'cubicBezier', $value: points as [number, number, number, number] };
};

const typography = (style: TextStyle): DesignToken => ({
  $type: 'typography',
  $value: {
    fontFamily: `{font.${style.fontFamily}}`,
    fontSize: `{fontSize.${style.fontSize}}`,
    fontWeight: `{fontWeight.${style.fontWeight}}`,
    lineHeight: `{lineHeight.${style.lineHeight}}`,
    letterSpacing: '0px',
  },
});

/** `tooltipOpenDelayMs: 700` → `tooltipOpenDelay: "700ms"`; a count of seconds becomes milliseconds. */
const timingTokens = (): DesignTokenGroup =>
  Object.fromEntries(
    Object.entries(timing).map(([name, value]): [string, DesignToken] => {
      if (name.endsWith('Ms')) return [name.slice(0, -2), { $type: 'duration', $value: `${value}ms` }];
      if (name.endsWith('S')) return [name.slice(0, -1), { $type: 'duration', $value: `${value * 1000}ms` }];
      return [name, { $type: 'number', $value: value }];
    }),
  );

/** The whole file: the theme's groups under their `vars` names, then breakpoints, timings and text styles. */
export function makeDesignTokens(): DesignTokensFile {
  return {
    $description:
      "WinHub's dark theme, generated from packages/tokens/src/values by `pnpm --filter @winhub/tokens design-tokens`; edit the values, not this file.",
    color: tokens(themeValues.color, (css) => ({ $type: 'color', $value: hexColor(css) })),
    space: tokens(themeValues.space, dimension),
    radius: tokens(themeValues.radius, dimension),
    font: tokens(themeValues.font, fontFamily),
    fontSize: tokens(themeValues.fontSize, dimension),
    fontWeight: tokens(themeValues.fontWeight, (css) => ({ $type: 'fontWeight', $value: Number(css) })),
    lineHeight: tokens(themeValues.lineHeight, (css) => ({ $type: 'number', $value: Number(css) })),
    shadow: tokens(themeValues.shadow, shadow),
    duration: tokens(themeValues.duration, (css) => ({ $type: 'duration', $value: css })),
    easing: tokens(themeValues.easing, cubicBezier),
    zIndex: tokens(themeValues.zIndex, (css) => ({ $type: 'number', $value: Number(css) })),
    breakpoint: tokens(breakpoints, (px) => ({ $type: 'dimension', $value: `${px}px` })),
    timing: timingTokens(),
    typography: tokens(textStyle, typography),
  };
}

/** The file as written: two-space JSON and a final newline. */
export const designTokensJson = () => `${JSON.stringify(makeDesignTokens(), null, 2)}\n`;
