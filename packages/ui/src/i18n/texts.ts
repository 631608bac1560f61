/// <reference path="./po-modules.d.ts" />
import { type Messages, setupI18n } from '@lingui/core';
import { pageLang, portugueseLang } from './languages.ts';
import { messages as englishMessages } from './locales/en.po';
import { messages as portugueseMessages } from './locales/pt-BR.po';

export type MessageValues = Record<string, string | number>;
export type MessageLookup = (id: string, values?: MessageValues) => string;

function catalog(locale: string, messages: Messages): MessageLookup {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: messages },
    missing: (_, id) => {
      throw new Error(`No message "${id}" in the ${locale} catalog`);
    },
  });
  return (id, values) => i18n._(id, values);
}

/**
 * The texts of the product, word for word from the spec, each in the catalog of its language
 * (`locales/en.po`, `locales/pt-BR.po`). Both are imported, so they are ready synchronously for the
 * prerender and for hydration.
 */
export const texts = {
  /** A message of the English catalog. */
  en: catalog(pageLang, englishMessages),
  /** A message of the Portuguese catalog: render it inside an element with `lang={portugueseLang}`. */
  pt: catalog(portugueseLang, portugueseMessages),
};
