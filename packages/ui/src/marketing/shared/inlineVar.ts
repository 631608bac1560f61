import type { CSSProperties } from 'react';

/** Inline style that sets a vanilla-extract `createVar()` variable (`var(--x)`) to a value. */
export function inlineVar(cssVar: string, value: string): CSSProperties {
  const name = cssVar.replace(/^var\((--[^,)]+).*\)$/, '$1');
  return { [name]: value } as CSSProperties;
}
