export { type MessageLookup, type MessageValues, pageLang, portugueseLang, texts } from './texts.ts';
