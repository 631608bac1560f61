import { z } from 'zod';

export const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

export const httpUrl = (what: string) =>
  z
    .string()
    .refine(isHttpUrl, { error: `must be an absolute http(s) URL of ${what}` })
    .transform(withoutTrailingSlash);

export const withPrefix = (prefixes: string[], what: string) =>
  z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
    error: `must be ${what} starting with ${prefixes.join(' or ')}`,
  });
