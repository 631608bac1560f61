// Lighthouse's own reading of a press: a user-flow timespan around one scripted interaction per page
// (CPU 4× slower, set by the bench through CDP), its Interaction to Next Paint. Lighthouse drives the
// browser through puppeteer-core, the one it depends on.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// from lighthouse's own folder (pnpm links it): its dependencies are beside it there
const lighthouseRequire = createRequire(
  realpathSync(path.join(appDir, 'node_modules/lighthouse/package.json')),
);

/** One interaction per page, pressed once the control shows: what it presses and the answer it waits for. */
export const flowInteractions = [
  { page: '/', control: '::-p-text(Advertise Here)' },
  { page: '/login', control: 'main input[name="email"]' },
  { page: '/dashboard', control: 'nav[aria-label="App"] a[href="/billing"]', signedIn: true },
  { page: '/billing', control: 'nav[aria-label="App"] a[href="/settings"]', signedIn: true },
  { page: '/settings', control: 'nav[aria-label="App"] a[href="/dashboard"]', signedIn: true },
];

/** Whether the installed lighthouse has user flows (startFlow) and puppeteer-core to drive them. */
export async function flowsAvailable() {
  try {
    const lighthouse = await import('lighthouse');
    lighthouseRequire.resolve('puppeteer-core');
    return typeof lighthouse.startFlow === 'function';
  } catch {
    return false;
  }
}

/**
 * INP in ms of each interaction (or of those whose page BENCH_FLOWS names: `/billing,/settings`),
 * `{ page, inpMs }`; `session` = { token, user } signs the signed-in pages in.
 */
export async function measureFlowInp({ origin, chromePath, session, cpuRate = 4 }) {
  const { startFlow } = await import('lighthouse');
  const puppeteer = await import(lighthouseRequire.resolve('puppeteer-core'));
  const launch = puppeteer.launch ?? puppeteer.default.launch;
  const only = process.env.BENCH_FLOWS?.split(',');
  const results = [];
  for (const interaction of flowInteractions.filter((flow) => !only || only.includes(flow.page))) {
    const browser = await launch.call(puppeteer.default ?? puppeteer, {
      executablePath: chromePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      if (interaction.signedIn) {
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate(
          ([token, user]) => {
            localStorage.setItem('winhub_auth_token', token);
            localStorage.setItem('winhub_user', JSON.stringify(user));
          },
          [session.token, session.user],
        );
      }
      const flow = await startFlow(page, {
        config: {
          extends: 'lighthouse:default',
          settings: {
            // the bench throttles the CPU itself; the network is loopback
            throttlingMethod: 'provided',
            // the page as the presses table sees it (1280 × 800): Lighthouse's phone screen would hide the
            // header's links in the phone menu once the timespan starts
            formFactor: 'desktop',
            screenEmulation: { disabled: true },
            onlyCategories: ['performance'],
          },
        },
        flags: { disableStorageReset: true },
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await page.goto(`${origin}${interaction.page}`, { waitUntil: 'domcontentloaded' });
      const selector = interaction.control;
      // the visible one (the phone menu holds a hidden copy of the header's links)
      const control = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
      await flow.startTimespan({ name: `${interaction.page} press` });
      await control.click();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await flow.endTimespan();
      const result = await flow.createFlowResult();
      const lhr = result.steps.at(-1).lhr;
      const inp = lhr.audits['interaction-to-next-paint'];
      results.push({ page: interaction.page, inpMs: inp?.numericValue ?? Number.NaN });
    } catch (error) {
      process.stderr.write(`  flow ${interaction.page}: ${error.message}\n`);
      results.push({ page: interaction.page, inpMs: Number.NaN });
    } finally {
      await browser.close();
    }
  }
  return results;
}

export function printFlowInp(results) {
  console.log('\nLighthouse user flow, timespan INP of one press per page (CPU 4× slower), ms');
  for (const { page, inpMs } of results)
    console.log(`${page.padEnd(12)} ${Number.isFinite(inpMs) ? inpMs.toFixed(0).padStart(6) : '     —'}`);
}
