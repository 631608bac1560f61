import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages as english } from './locales/en.po';
import { messages as portuguese } from './locales/pt-BR.po';
import { texts } from './texts.ts';

const packagesDir = fileURLToPath(new URL('../../../', import.meta.url));
const sourceDirs = ['ui/src', 'app/src'].map((dir) => path.join(packagesDir, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const source = sourceDirs.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
const quoted = new Set(
  source.flatMap((code) => [...code.matchAll(/'([^'\n]+)'/g)].map((match) => match[1] ?? '')),
);
const catalogs = { en: Object.keys(english), 'pt-BR': Object.keys(portuguese) };
const allIds = [...catalogs.en, ...catalogs['pt-BR']];
const namespaces = new Set(allIds.map((id) => id.split('.')[0]));
/** Every quoted string that names a message, e.g. 'status.redirect.message'. */
const referencedIds = [...quoted].filter((literal) => {
  const [namespace, ...rest] = literal.split('.');
  return rest.length > 0 && namespaces.has(namespace ?? '') && /^[\w.]+$/.test(literal);
});
/** `texts.en('…')` and `texts.pt('…')` calls: the catalog the code asks for. */
const lookups = (lookup: 'en' | 'pt') =>
  source.flatMap((code) =>
    [...code.matchAll(new RegExp(`texts\\.${lookup}\\(\\s*'([^']+)'`, 'g'))].map((match) => match[1] ?? ''),
  );

describe('message catalogs', () => {
  it('hold each message in one language only', () => {
    expect(catalogs.en.filter((id) => catalogs['pt-BR'].includes(id))).toEqual([]);
  });

  it('hold no message that the code does not use', () => {
    expect(allIds.filter((id) => !referencedIds.includes(id))).toEqual([]);
  });

  it('hold every message the code names, in the catalog it reads', () => {
    expect(referencedIds.filter((id) => !allIds.includes(id))).toEqual([]);
    expect(lookups('en').filter((id) => !catalogs.en.includes(id))).toEqual([]);
    expect(lookups('pt').filter((id) => !catalogs['pt-BR'].includes(id))).toEqual([]);
  });

  it('give the spec texts word for word, with their values', () => {
    expect(texts.pt('status.redirect.message')).toBe('Redirecionando para autenticação...');
    expect(texts.pt('status.callback.errorTitle', { error: 'access_denied' })).toBe(
      'Erro na autenticação: access_denied',
    );
    expect(texts.en('primitives.comingSoon.message', { service: 'WinAuth' })).toBe(
      "WinAuth is coming soon! We're working hard to bring you this service.",
    );
  });

  it('refuse a message from the other language', () => {
    expect(() => texts.en('status.redirect.message')).toThrow(
      'No message "status.redirect.message" in the en catalog',
    );
  });
});
