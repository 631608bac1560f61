/// <reference path="./subset-font.d.ts" />
// The core subset of Inter: what it holds and how it is made (scripts/subset-inter.ts writes it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** Keep in step with the core face's unicode-range in font.css. */
export const coreRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  // of Latin-1's symbols, those the texts and their numbers use: no-break space, §, ©, °, ·
  [0xa0, 0xa0],
  [0xa7, 0xa7],
  [0xa9, 0xa9],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  // Latin-1's letters (Portuguese and the rest of Western Europe), with × and ÷
  [0xc0, 0xff],
  // with U+2019 (’), which Inter draws by the same glyph: without it the subset draws ’ a pixel off
  [0x02bc, 0x02bc],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

export const coreFontPath = new URL('../fonts/inter-core-wght.woff2', import.meta.url);

const wholeLatinFont = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

export function makeCoreFont(): Promise<Buffer> {
  const text = coreRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
  // the weight axis stays whole: cutting it to 400–700 saves 10 KB more but moves glyph edges by a pixel
  return subsetFont(readFileSync(wholeLatinFont), text, { targetFormat: 'woff2' });
}
