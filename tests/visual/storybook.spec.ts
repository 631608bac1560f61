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
 * One page per worker: it loads the Storybook document once, then each story is switched to in place through
 * Storybook's own channel (as its sidebar does), which unmounts the last story (its portals and the styles it
 * set on the body go with it) and scrolls back to the top. Loading the document again for each story cost
 * about 0.5 s of its 0.8 s (the bundle evaluated again). A test that failed gets a new worker, so its retry
 * starts from a fresh document. `page` is that kept page, at the project's viewport again. `errors` holds what
 * the page logged during this test.
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

/**
 * The a11y addon runs axe after every story (its `afterEach`), which only reports to Storybook's UI here: it
 * logs nothing, so this suite never saw its result (`pnpm test:stories` is where a violation fails). Turned
 * off, as its `manual` global does, it no longer loads and runs axe (up to seconds on a large story) for each
 * screenshot. Docs pages load with it too: a story switched to in place keeps its document's globals.
 */
const withoutAxe = 'globals=a11y.manual:!true';

for (const docs of docsPages) {
  test(docs.id, async ({ page, errors }) => {
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs&${withoutAxe}`);
    await page.locator('.sbdocs-content h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    await expect(page).toHaveScreenshot(`${docs.id}.png`, { fullPage: true });
  });
}

type Preview = { currentRender?: { id?: string; phase?: string; story?: StoryParameters } };
type StorybookWindow = { __STORYBOOK_PREVIEW__?: Preview; __STORYBOOK_ADDONS_CHANNEL__?: Channel };
type Channel = {
  emit: (event: 'setCurrentStory', selection: { storyId: string; viewMode: 'story' }) => void;
  once: (event: 'storyChanged', listener: () => void) => void;
};

/**
 * Shows the story: in place once the page holds a Storybook preview, else by loading the document.
 *
 * react-aria keeps, per document, the last input modality and whether a key or a pointer came before the
 * next focus: after a story whose play function pressed something, the next story's autofocus would draw no
 * focus ring where a fresh document draws one. So between two stories (once the last one is unmounted, before
 * the next one renders, when Storybook says the story changed) a key press and a focus set them back as a
 * fresh document has them.
 */
async function showStory(page: Page, storyId: string) {
  const switched = await page.evaluate((storyId) => {
    const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    channel.once('storyChanged', () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified' }));
      const focusable = document.body.appendChild(document.createElement('button'));
      focusable.focus();
      focusable.remove();
    });
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return true;
  }, storyId);
  if (!switched) await page.goto(`/iframe.html?id=${storyId}&viewMode=story&${withoutAxe}`);
}

for (const story of stories) {
  test(story.id, async ({ page, errors }) => {
    await showStory(page, story.id);
    const rendered = await page.waitForFunction((storyId) => {
      const render = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== storyId) return false;
      if (render.phase !== 'finished' && render.phase !== 'aborted') return false;
      return { size: render.story?.parameters?.screenshot ?? null };
    }, story.id);
    const { size } = (await rendered.jsonValue()) as { size: Size | null };
    if (size) await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
