import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The designer's kit in Storybook: every component's docs page says, after its paragraph, **When to
// use** it, what to **Use instead** (links to those docs pages) and where it is **In the product**
// (routes, screens); every area with components opens on its Guidelines page, in the sidebar's order.

const src = new URL('./', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, src), 'utf8');

/** `packages/ui/src/<area>/<Name>/<Name>.stories.tsx`; the foundations hold the token gallery, not a part. */
const storiesFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^[a-z]+\/[A-Za-z]+\/[A-Za-z]+\.stories\.tsx$/.test(file.replaceAll('\\', '/')))
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => !file.startsWith('foundations/'));

const titleOf = (file: string) => {
  const title = /\nconst meta = \{[\s\S]*?\n {2}title: '([^']+)'/.exec(read(file))?.[1];
  if (!title) throw new Error(`${file}: no \`title\` in its \`meta\``);
  return title;
};
/** Storybook's id of a title: lower case, every run of other characters a dash. */
const storybookId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const areas = [...new Set(storiesFiles.map((file) => file.split('/')[0] ?? ''))];
const guidelinesTitle = (area: string) => /<Meta title="([^"]+)"/.exec(read(`${area}/Guidelines.mdx`))?.[1];

/** Every docs page a link may name: each component's, each Guidelines page, the Introduction. */
const docsPages = new Set([
  ...storiesFiles.map((file) => storybookId(titleOf(file))),
  ...areas
    .filter((area) => existsSync(new URL(`${area}/Guidelines.mdx`, src)))
    .map((area) => storybookId(guidelinesTitle(area) ?? '')),
  'introduction',
  'foundations-tokens',
]);

const part = (text: string, name: string) => new RegExp(`\\*\\*${name}:?\\*\\*:?`).exec(text);

describe("every component's docs page", () => {
  it('finds the stories files', () => {
    expect(storiesFiles.length).toBeGreaterThan(50);
  });

  it.each(storiesFiles)(
    '%s says when to use it, what to use instead and where the product uses it',
    (file) => {
      const text = read(file);
      const when = part(text, 'When to use');
      const instead = part(text, 'Use instead');
      const inProduct = part(text, 'In the product');
      expect(when, 'a **When to use** part').not.toBeNull();
      expect(instead, 'a **Use instead** part').not.toBeNull();
      expect(inProduct, 'an **In the product** part').not.toBeNull();
      if (!when || !instead || !inProduct) return;
      expect(when.index).toBeLessThan(instead.index);
      expect(instead.index).toBeLessThan(inProduct.index);

      const useInstead = text.slice(instead.index, inProduct.index);
      expect(useInstead, '**Use instead** links the alternatives').toMatch(
        /\]\(\?path=\/docs\/[a-z0-9-]+--docs\)/,
      );
      const whereUsed = /^[^'"\n]*/.exec(text.slice(inProduct.index + inProduct[0].length))?.[0].trim() ?? '';
      expect(whereUsed.length, '**In the product** names routes or screens').toBeGreaterThan(3);

      for (const [, id] of text.matchAll(/\(\?path=\/docs\/([a-z0-9-]+)--docs\)/g)) {
        expect(docsPages.has(id ?? ''), `the link to ${id} leads to a docs page`).toBe(true);
      }
    },
  );
});

describe("every area's Guidelines page", () => {
  const preview = readFileSync(new URL('../../../.storybook/preview.tsx', import.meta.url), 'utf8');

  it.each(areas)('%s has one, first in its sidebar group', (area) => {
    expect(existsSync(new URL(`${area}/Guidelines.mdx`, src)), `${area}/Guidelines.mdx`).toBe(true);
    const title = guidelinesTitle(area) ?? '';
    const [group] = title.split('/');
    expect(title).toBe(`${group}/Guidelines`);
    for (const file of storiesFiles.filter((storiesFile) => storiesFile.startsWith(`${area}/`))) {
      expect(titleOf(file).split('/')[0], file).toBe(group);
    }
    expect(preview, `storySort lists '${group}' with its Guidelines first`).toMatch(
      new RegExp(`'${group}',\\s*\\['Guidelines', '\\*'\\]`),
    );
  });
});
