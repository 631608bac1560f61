import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreFontPath, coreRanges, makeCoreFont } from './coreFont.ts';

describe('the core subset of Inter', () => {
  it('is the file the subset script makes from the installed Inter (run `pnpm --filter @winhub/tokens subset-inter` after updating it)', async () => {
    const made = await makeCoreFont();
    expect(Buffer.compare(made, readFileSync(coreFontPath))).toBe(0);
  });

  it('is the only Inter face in font.css, and names the characters it holds', () => {
    const css = readFileSync(new URL('./font.css', import.meta.url), 'utf8');
    const faces = css.split('@font-face').filter((face) => face.includes('"Inter Variable"'));
    expect(faces).toHaveLength(1);
    expect(faces[0]).toContain('inter-core-wght.woff2');
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    const declared = coreRanges.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    );
    expect(faces[0]?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${declared.join(', ')};`);
  });

  it("holds every character of the product's texts (ui, app and their catalogs)", () => {
    const inCore = (code: number) =>
      code < 0x20 || coreRanges.some(([first, last]) => code >= first && code <= last);
    const outside = new Set<string>();
    for (const folder of ['../../ui/src', '../../app/src']) {
      const root = new URL(`${folder}/`, import.meta.url);
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(tsx?|po)$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
        for (const character of readFileSync(new URL(file, root), 'utf8')) {
          if (!inCore(character.codePointAt(0) ?? 0)) outside.add(`${character} (${folder}/${file})`);
        }
      }
    }
    expect([...outside]).toEqual([]);
  });
});
