export { pageLang, portugueseLang } from './languages.ts';
export { PageLocale } from './PageLocale.tsx';
export { type MessageLookup, type MessageValues, texts } from './texts.ts';
