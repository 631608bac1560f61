import type { font, fontSize, fontWeight, lineHeight } from './scale.ts';

/** A text style named by the theme tokens it is made of. */
export interface TextStyle {
  fontFamily: keyof typeof font;
  fontSize: keyof typeof fontSize;
  fontWeight: keyof typeof fontWeight;
  lineHeight: keyof typeof lineHeight;
}

/**
 * The document's text (global.css.ts sets it on <html>; every part inherits it), exported to design tools
 * as a typography token whose parts are aliases of these tokens.
 */
export const textStyle = {
  body: { fontFamily: 'body', fontSize: 'md', fontWeight: 'regular', lineHeight: 'normal' },
} as const satisfies Record<string, TextStyle>;
