// Renders the favicon (public/favicon.svg) as a 32 × 32 PNG and writes it into index.html's icon link, as a
// data address (a request of its own would sit in the page's load). A browser decodes an SVG icon by
// building a page for it on the tab's main thread during the page's load (5–50 ms at full speed), and a
// PNG in a fraction of a millisecond. `pnpm --filter @winhub/app favicon` after a change of the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const size = 32;
const iconLink = /<link rel="icon" [^>]*\/>/;
const svg = readFileSync(path.join(appDir, 'public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH });
try {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  const png = await page.screenshot({ omitBackground: true });
  const indexPath = path.join(appDir, 'index.html');
  const index = readFileSync(indexPath, 'utf8');
  if (!iconLink.test(index)) throw new Error('index.html has no icon link to replace');
  const link = `<link rel="icon" href="data:image/png;base64,${png.toString('base64')}" type="image/png" sizes="${size}x${size}" />`;
  writeFileSync(indexPath, index.replace(iconLink, link));
} finally {
  await browser.close();
}
