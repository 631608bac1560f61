#!/usr/bin/env node
// `pnpm lint` part: every file or folder ARCHITECTURE.md and docs/ name in backticks exists in the
// repository. A path may be written from the root or from any folder (`session/store.ts`, `callApi.ts`):
// it resolves when a tracked path ends with it. Build outputs (`dist/`) and the `Component.*` pattern
// of a ui folder are not files to find.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const paths = new Set(tracked);
for (const file of tracked) {
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i++) {
    paths.add(parts.slice(0, i).join('/'));
    paths.add(`${parts.slice(0, i).join('/')}/`);
  }
}
const resolves = (name) => {
  const wanted = name.replace(/^\.\//, '');
  for (const known of paths) if (known === wanted || known.endsWith(`/${wanted}`)) return true;
  return false;
};

const documents = tracked.filter((file) => file === 'ARCHITECTURE.md' || /^docs\/.*\.md$/.test(file));
const pathLike = /^[\w.-]+(\/[\w.[\]-]+)*\/?$/;
const fileLike = /\.(ts|tsx|mjs|cjs|js|json|md|mdx|css|sh|yml|yaml|conf|prisma|woff2)$/;
const missing = [];
for (const document of documents) {
  const text = readFileSync(document, 'utf8');
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const name = code.trim();
    if (!pathLike.test(name)) continue;
    if (!(name.includes('/') || fileLike.test(name))) continue;
    if (name.startsWith('@') || /^\d/.test(name) || name.includes('..')) continue;
    if (name.startsWith('Component.') || /(^|\/)dist(\/|$)/.test(name)) continue;
    if (!resolves(name)) missing.push(`${document}: \`${name}\``);
  }
}
if (missing.length) {
  console.error(`Paths named in the docs that the repository does not have:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`doc paths: ${documents.length} documents, every named path exists`);
