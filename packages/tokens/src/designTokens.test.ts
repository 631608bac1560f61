import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type DesignToken,
  type DesignTokenGroup,
  designTokensPath,
  makeDesignTokens,
} from './designTokens.ts';
import { breakpoints, textStyle, themeValues, timing } from './values/index.ts';

const committed = JSON.parse(readFileSync(designTokensPath, 'utf8')) as Record<string, unknown>;
const group = (name: string) => committed[name] as DesignTokenGroup;

/** Read back from the file the way a design tool would, into the CSS the theme writes. */
const byteToAlpha = (hex: string) => Math.round((Number.parseInt(hex, 16) / 255) * 100) / 100;
function colorCss(value: string): string {
  const [r, g, b, a] = (value.slice(1).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  if (a === undefined) return value;
  return `rgba(${r}, ${g}, ${b}, ${byteToAlpha(value.slice(7))})`;
}
const lengthCss = (value: string) => (value === '0px' ? '0' : value);

function tokenCss(token: DesignToken): string {
  switch (token.$type) {
    case 'color':
      return colorCss(token.$value);
    case 'dimension':
      return token.$extensions?.['app.winhub'].css ?? lengthCss(token.$value);
    case 'duration':
      return token.$value;
    case 'fontFamily':
      return token.$value.join(', ');
    case 'fontWeight':
    case 'number':
      return String(token.$value);
    case 'cubicBezier':
      return `cubic-bezier(${token.$value.join(', ')})`;
    case 'shadow':
      return [token.$value]
        .flat()
        .map((layer) =>
          [layer.offsetX, layer.offsetY, layer.blur, layer.spread, colorCss(layer.color)]
            .map(lengthCss)
            .join(' '),
        )
        .join(', ');
    case 'typography':
      return JSON.stringify(token.$value);
  }
}

/** The theme's CSS written the one way `tokenCss` writes it: font names unquoted, every shadow's spread. */
function canonicalCss(group: string, css: string): string {
  if (group === 'font') return css.replace(/'/g, '');
  if (group !== 'shadow') return css;
  return css
    .split(/, (?![^(]*\))/)
    .map((layer) => {
      const [lengths = '', colour = ''] = layer.split(/ (?=rgba)/);
      return `${[...lengths.split(' '), '0'].slice(0, 4).join(' ')} ${colour}`;
    })
    .join(', ');
}

describe('the design-tokens file for design tools', () => {
  it('is the file the generator makes from the theme (run `pnpm --filter @winhub/tokens design-tokens` after changing a value)', () => {
    expect(committed).toEqual(makeDesignTokens());
  });

  it.each(Object.entries(themeValues))('holds every %s token of the theme with its value', (name, values) => {
    const tokens = group(name);
    expect(Object.keys(tokens)).toEqual(Object.keys(values));
    for (const [token, css] of Object.entries(values)) {
      expect(tokenCss(tokens[token] as DesignToken), `${name}.${token}`).toBe(canonicalCss(name, css));
    }
  });

  it('holds the breakpoints and the timings of behaviour', () => {
    for (const [name, px] of Object.entries(breakpoints)) {
      expect(group('breakpoint')[name]).toEqual({ $type: 'dimension', $value: `${px}px` });
    }
    for (const [name, value] of Object.entries(timing)) {
      const token = group('timing')[name.replace(/(Ms|S)$/, '')];
      const expected = name.endsWith('Ms')
        ? `${value}ms`
        : name.endsWith('S')
          ? `${value * 1000}ms`
          : String(value);
      expect(token && tokenCss(token), name).toBe(expected);
    }
  });

  it('gives a fluid size its widest value, which design tools draw', () => {
    const fluid = group('fontSize')['4xl'];
    expect(fluid).toMatchObject({ $type: 'dimension', $value: '3.5rem' });
  });

  it('names the theme tokens a text style is made of, as aliases that resolve to a token of the right type', () => {
    const typography = group('typography');
    expect(Object.keys(typography)).toEqual(Object.keys(textStyle));
    const parts = {
      fontFamily: { group: 'font', type: 'fontFamily' },
      fontSize: { group: 'fontSize', type: 'dimension' },
      fontWeight: { group: 'fontWeight', type: 'fontWeight' },
      lineHeight: { group: 'lineHeight', type: 'number' },
    } as const;
    for (const [name, style] of Object.entries(textStyle)) {
      const token = typography[name];
      if (token?.$type !== 'typography') throw new Error(`typography.${name} is not a typography token`);
      for (const [part, aliased] of Object.entries(parts) as [
        keyof typeof parts,
        (typeof parts)[keyof typeof parts],
      ][]) {
        expect(token.$value[part]).toBe(`{${aliased.group}.${style[part]}}`);
        expect(group(aliased.group)[style[part]]?.$type).toBe(aliased.type);
      }
    }
  });

  it('gives every token a type and a name the format allows', () => {
    const types = new Set([
      'color',
      'dimension',
      'duration',
      'fontFamily',
      'fontWeight',
      'number',
      'cubicBezier',
      'shadow',
      'typography',
    ]);
    for (const [groupName, tokens] of Object.entries(committed)) {
      if (groupName === '$description') continue;
      for (const [name, token] of Object.entries(tokens as DesignTokenGroup)) {
        expect(name).toMatch(/^[^${}.][^{}.]*$/);
        expect(types.has(token.$type), `${groupName}.${name}: ${token.$type}`).toBe(true);
        expect(token.$value).toBeDefined();
      }
    }
  });
});
