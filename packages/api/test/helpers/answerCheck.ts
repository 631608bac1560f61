import type { Express } from 'express';
import { type EndpointName, endpointRoutes } from '../../src/contract/endpointRoutes.ts';
import { endpointSchemas } from '../../src/contract/endpoints.ts';

const table = (Object.keys(endpointRoutes) as EndpointName[]).map((name) => {
  const { method, path } = endpointRoutes[name];
  return { name, method, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) };
});

/** The endpoint of the table a request is for, if any. */
function endpointOf(method: string, url: string): EndpointName | null {
  const path = url.split('?')[0] ?? '';
  return table.find((entry) => entry.method === method && entry.pattern.test(path))?.name ?? null;
}

/**
 * Holds every successful JSON answer the app gives to its endpoint's answer schema: the browser app
 * trusts these answers without parsing them, so every test of the api checks them instead. Answers
 * that do not match are collected; `mismatches()` lists them (the test app fails on close).
 */
export function checkAnswers(app: Express): { mismatches: () => string[] } {
  const found: string[] = [];
  const json = app.response.json;
  app.response.json = function checkedJson(body: unknown) {
    const name = endpointOf(this.req.method, this.req.originalUrl);
    if (name && this.statusCode >= 200 && this.statusCode < 300) {
      const result = endpointSchemas[name].answer.safeParse(body);
      if (!result.success) {
        found.push(`${this.req.method} ${this.req.originalUrl} (${name}): ${result.error.message}`);
      }
    }
    return json.call(this, body);
  };
  return { mismatches: () => [...found] };
}
