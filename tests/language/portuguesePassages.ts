/**
 * Checks that the spec's Portuguese texts are marked as such (WCAG 3.1.2, language of parts): the
 * page is English, so each Portuguese passage needs an element with lang="pt-BR" around it.
 * Shared by the Storybook stories (after each story) and the end-to-end tests.
 */

/**
 * The Portuguese catalog's texts as they start on screen (up to a first `{value}`), read from its
 * source (`locales/pt-BR.po`). A lone ASCII word (Startup, Marketplace) reads the same in English
 * pages and is left out.
 */
export function portuguesePassages(poSource: string): string[] {
  return [...poSource.matchAll(/^msgstr "(.+)"$/gm)]
    .map((match) => (match[1] ?? '').replaceAll('\\"', '"').split('{')[0]?.trim() ?? '')
    .filter((text) => /[^\p{ASCII}]/u.test(text) || text.includes(' '));
}

/**
 * The texts under `root` that start with one of `passages` but sit outside lang="pt-BR".
 * Self-contained, so Playwright can run it in a page.
 */
export function unmarkedPortuguese(root: Element, passages: readonly string[]): string[] {
  const unmarked: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text || !passages.some((passage) => text.startsWith(passage))) continue;
    if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'pt-BR') unmarked.push(text);
  }
  return unmarked;
}
