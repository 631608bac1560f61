#!/usr/bin/env node
// `pnpm lint` part: the browser storage keys of docs/product/sign-in-and-session.md ("Stored session")
// are the app's, both ways. The doc's table names each key, its storage (local or session) and the
// module that owns it; the app declares them in two modules only, the session's store
// (`packages/app/src/session/store.ts`, `sessionKeys`) and the storage module
// (`packages/app/src/browserStorage.ts`, `localStorageKeys` and `sessionStorageKeys`). Outside those two,
// no app module (tests aside) may write a key, name `localStorage`/`sessionStorage`, or use the key
// objects; and the e2e tests and scripts that read storage as a person's browser would read only keys
// of the table.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const doc = 'docs/product/sign-in-and-session.md';
const sessionModule = 'packages/app/src/session/store.ts';
const storageModule = 'packages/app/src/browserStorage.ts';
const keyObjects = {
  sessionKeys: { module: sessionModule, storage: 'local' },
  localStorageKeys: { module: storageModule, storage: 'local' },
  sessionStorageKeys: { module: storageModule, storage: 'session' },
};
/** How the doc's last column names each owner. */
const ownerNames = { [sessionModule]: 'session/store.ts', [storageModule]: 'browserStorage.ts' };

const problems = [];
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file));

// ---- the doc's table
const docText = readFileSync(doc, 'utf8');
const section = docText.split(/^## /m).find((part) => part.startsWith('Stored session'));
if (!section) problems.push(`${doc}: no "Stored session" section`);
const documented = new Map();
for (const line of (section ?? '').split('\n')) {
  const cells = line.split('|').map((cell) => cell.trim());
  const key = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
  if (!key) continue;
  const owner = Object.keys(ownerNames).find((module) => cells[4]?.includes(ownerNames[module]));
  if (cells[2] !== 'local' && cells[2] !== 'session')
    problems.push(`${doc}: \`${key}\` names no storage (local or session)`);
  if (!owner) problems.push(`${doc}: \`${key}\` names no owner (${Object.values(ownerNames).join(' or ')})`);
  documented.set(key, { storage: cells[2], owner });
}

// ---- the code's declarations: `name: 'key'` inside each key object
const declared = new Map();
for (const [objectName, { module, storage }] of Object.entries(keyObjects)) {
  const source = readFileSync(module, 'utf8');
  const body = new RegExp(`export const ${objectName} = \\{([^}]*)\\}`).exec(source)?.[1];
  if (body === undefined) {
    problems.push(`${module}: no \`export const ${objectName} = {…}\``);
    continue;
  }
  for (const [, key] of body.matchAll(/^\s*\w+:\s*'([^']+)'/gm))
    declared.set(key, { storage, owner: module });
}

for (const [key, { storage, owner }] of declared) {
  const row = documented.get(key);
  if (!row) problems.push(`${owner}: \`${key}\` is not in the table of ${doc}`);
  else if (row.storage !== storage || row.owner !== owner)
    problems.push(
      `${doc}: \`${key}\` is ${row.storage} storage of ${ownerNames[row.owner] ?? '?'} in the table, ` +
        `${storage} storage of ${ownerNames[owner]} in the code`,
    );
}
for (const key of documented.keys())
  if (!declared.has(key)) problems.push(`${doc}: \`${key}\` is in the table but no app module declares it`);

// ---- nothing else in the app touches storage or names a key
const isTest = (file) => /\.test\.tsx?$/.test(file);
const keyLiteral = /(['"`])(winhub_[a-z0-9_]+|[a-z]+(?:_[a-z0-9]+)+)\1/g;
for (const file of tracked.filter((path) => /^packages\/app\/src\/.+\.tsx?$/.test(path))) {
  if (file === sessionModule || file === storageModule || isTest(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (/\b(localStorage|sessionStorage)\b/.test(line) && !/^\s*(\/\/|\*)/.test(line))
      problems.push(
        `${where}: reads or writes storage outside ${ownerNames[sessionModule]} and ${ownerNames[storageModule]}`,
      );
    for (const [, , literal] of line.matchAll(keyLiteral))
      if (documented.has(literal) || declared.has(literal) || literal.startsWith('winhub_'))
        problems.push(`${where}: the storage key '${literal}' outside its module`);
    for (const objectName of Object.keys(keyObjects))
      if (new RegExp(`\\b${objectName}\\b`).test(line))
        problems.push(`${where}: uses \`${objectName}\` outside ${keyObjects[objectName].module}`);
  });
}

// ---- the e2e tests and scripts read only documented keys, from the storage the doc says
const storageCall = /\b(localStorage|sessionStorage)\.(?:getItem|setItem|removeItem)\(\s*(['"`])([^'"`]+)\2/g;
for (const file of tracked.filter((path) => /^packages\/app\/(e2e|scripts)\/.+\.(ts|mjs)$/.test(path))) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, area, , key] of line.matchAll(storageCall)) {
        const row = documented.get(key);
        const storage = area === 'localStorage' ? 'local' : 'session';
        if (!row) problems.push(`${file}:${index + 1}: reads '${key}', which the table of ${doc} lacks`);
        else if (row.storage !== storage)
          problems.push(
            `${file}:${index + 1}: reads '${key}' from ${storage} storage; the doc says ${row.storage}`,
          );
      }
    });
}

if (problems.length) {
  console.error(`Storage keys against ${doc}:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `storage keys: the ${documented.size} keys of the doc's table are the app's, in their modules alone`,
);
