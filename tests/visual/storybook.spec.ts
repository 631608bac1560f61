import { readFileSync } from 'node:fs';
import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';

type IndexEntry = { id: string; type: 'story' | 'docs'; importPath: string; tags?: string[] };
type Size = { width: number; height: number };
/** Stories may ask for a screenshot size, e.g. `parameters: { screenshot: { width: 375, height: 800 } }`. */
type StoryParameters = { parameters?: { screenshot?: Size } };

const staticDir = process.env.STORYBOOK_STATIC ?? 'storybook-static';
const index = JSON.parse(readFileSync(new URL(`../../${staticDir}/index.json`, import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
/** Stand-alone MDX pages (Introduction, each area's Guidelines); component docs pages repeat their stories. */
const docsPages = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'),
);

/**
 * One page per worker, loading each story in turn: a fresh context per story would fetch and compile the
 * Storybook bundle every time (about 5 s a story), while a kept one answers from its cache. Each story still
 * gets its own document, so no story's state reaches the next; `page` is that kept page, at the project's
 * viewport again. `errors` holds what this story's page logged.
 */
const test = base.extend<{ errors: string[] }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, userAgent } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, userAgent });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use, testInfo) => {
    const { viewport } = testInfo.project.use;
    if (viewport) await workerPage.setViewportSize(viewport);
    await use(workerPage);
  },
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(error.message);
    const onConsole = (message: ConsoleMessage) => {
      // A failing play function is only reported through console.error; the render still finishes.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    };
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
    await use(errors);
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  },
});

for (const docs of docsPages) {
  test(docs.id, async ({ page, errors }) => {
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
    await page.locator('.sbdocs-content h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    await expect(page).toHaveScreenshot(`${docs.id}.png`, { fullPage: true });
  });
}

/**
 * The a11y addon runs axe after every story (its `afterEach`), which only reports to Storybook's UI here: it
 * logs nothing, so this suite never saw its result (`pnpm test:stories` is where a violation fails). Turned
 * off, as its `manual` global does, it no longer loads and runs axe (up to seconds on a large story) for each
 * screenshot.
 */
const withoutAxe = 'globals=a11y.manual:!true';

for (const story of stories) {
  test(story.id, async ({ page, errors }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&${withoutAxe}`);
    const rendered = await page.waitForFunction(() => {
      type Preview = { currentRender?: { phase?: string; story?: StoryParameters } };
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
        ?.currentRender;
      if (render?.phase !== 'finished' && render?.phase !== 'aborted') return false;
      return { size: render.story?.parameters?.screenshot ?? null };
    });
    const { size } = (await rendered.jsonValue()) as { size: Size | null };
    if (size) await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
