import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreFontPath, coreRanges, makeCoreFont } from './coreFont.ts';

describe('the core subset of Inter', () => {
  it('is the file the subset script makes from the installed Inter (run `pnpm --filter @winhub/tokens subset-inter` after updating it)', async () => {
    const made = await makeCoreFont();
    expect(Buffer.compare(made, readFileSync(coreFontPath))).toBe(0);
  });

  it('names in font.css the characters it holds, after the whole Latin face (the last face that covers a character wins)', () => {
    const css = readFileSync(new URL('./font.css', import.meta.url), 'utf8');
    const faces = css.split('@font-face').filter((face) => face.includes('"Inter Variable"'));
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain('inter-latin-wght-normal.woff2');
    expect(faces[1]).toContain('inter-core-wght.woff2');
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    const declared = coreRanges.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    );
    expect(faces[1]?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${declared.join(', ')};`);
  });
});
