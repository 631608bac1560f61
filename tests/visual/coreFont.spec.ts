import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { coreFontPath, coreRanges } from '../../packages/tokens/src/coreFont.ts';

const wholeLatinFont = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  { paths: [new URL('../../packages/tokens/', import.meta.url).pathname] },
);

const coreText = coreRanges
  .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
  .filter((code) => code > 0x20 && code !== 0xa0 && code !== 0xad)
  .map((code) => String.fromCodePoint(code))
  .join(' ');

/** Every core character at the tokens' weights and a few sizes, in the given font file. */
async function draw(page: Page, file: string | URL): Promise<Buffer> {
  const font = readFileSync(file).toString('base64');
  const lines = ['400', '500', '600', '700'].flatMap((weight) =>
    [14, 16, 22, 36].map(
      (size) => `<p style="font-weight:${weight};font-size:${size}px;margin:2px 0">${coreText}</p>`,
    ),
  );
  await page.setContent(
    `<style>@font-face{font-family:Probe;src:url(data:font/woff2;base64,${font}) format("woff2-variations");font-weight:100 900}body{font-family:Probe;margin:4px}</style>${lines.join('')}`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ fullPage: true });
}

test('the core subset of Inter draws every character it holds exactly as the whole Latin file', async ({
  page,
}) => {
  const whole = await draw(page, wholeLatinFont);
  const core = await draw(page, coreFontPath);
  expect(core.equals(whole)).toBe(true);
});
