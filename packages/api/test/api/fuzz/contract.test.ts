import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiDocument } from '../../../src/openapi/document.ts';
import { bearer, signUpUser } from '../../helpers/testApp.ts';
import { documentedResponses } from '../../openapi/documentedResponses.ts';
import { useFuzzApp } from './fuzzApp.ts';
import { HOSTILE_STRINGS } from './hostileInput.ts';
import { arbitraryOf, type JsonSchema } from './schemaArbitrary.ts';

// Every operation of the OpenAPI document, called with requests generated from its own schemas (valid
// most of the time, broken or hostile some of the time): never a 5xx, never an answer the document does
// not describe, and /api/health still answering after each operation's run. FUZZ_RUNS per operation.

const document = createApiDocument();
const documented = documentedResponses(document);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

type Method = (typeof METHODS)[number];
type MediaTypes = Record<string, { schema?: JsonSchema }>;
interface OperationObject {
  requestBody?: { content?: MediaTypes };
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

const resolve = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  const schemas = document.components?.schemas as Record<string, JsonSchema> | undefined;
  return schemas?.[name] ?? {};
};

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((method) => (item as Record<string, unknown>)?.[method]).map((method) => {
    const operation = (item as Record<Method, OperationObject>)[method];
    const content = operation.requestBody?.content ?? {};
    const form = content['application/x-www-form-urlencoded']?.schema;
    const json = content['application/json']?.schema;
    return {
      name: `${method.toUpperCase()} ${path}`,
      method,
      path,
      body: form ? { form: true, schema: form } : json ? { form: false, schema: json } : null,
      signedIn: Boolean(operation.security?.some((scheme) => 'bearerAuth' in scheme)),
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
    };
  }),
);

const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.length > 0 && value.length < 200)),
);

/** A path segment as a client sends it; a lone surrogate, which encodeURIComponent refuses, as its raw UTF-8 bytes. */
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const formOf = (value: unknown) =>
  new URLSearchParams(
    Object.entries(typeof value === 'object' && value !== null ? value : { value }).map(([key, item]) => [
      key,
      typeof item === 'string' ? item : (JSON.stringify(item) ?? ''),
    ]),
  ).toString();

const seedOf = (name: string) =>
  [...name].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

describe('contract-driven fuzzing of every documented operation', () => {
  // a webhook secret, so the webhook is judged on its signature rather than refused as unconfigured
  const fuzz = useFuzzApp({ STRIPE_WEBHOOK_SECRET: 'whsec_contract_fuzz_secret' });

  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s: no 5xx, nothing undocumented',
    async (name, operation) => {
      const t = fuzz.t();
      const person = operation.signedIn ? await signUpUser(t) : fuzz.admin();
      const slots = (operation.path.match(/\{[^}]+\}/g) ?? []).length;
      const request = fc.record({
        body: operation.body ? arbitraryOf(operation.body.schema, resolve) : fc.constant(undefined),
        segments: fc.array(segment, { minLength: slots, maxLength: slots }),
        query: fc.array(fc.tuple(fc.constantFrom(...operation.query.map((q) => q.name), 'x'), segment), {
          maxLength: operation.query.length ? 3 : 1,
        }),
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ body, segments, query, signedIn }) => {
          let index = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => encodeSegment(segments[index++] ?? 'x'));
          const search = query.length ? `?${new URLSearchParams(query).toString()}` : '';
          let call = t.http()[operation.method](`${path}${search}`);
          if (signedIn) call = call.set(bearer(person.token));
          if (operation.body?.form) call = call.type('form').send(formOf(body));
          else if (operation.body)
            call = call.set('Content-Type', 'application/json').send(JSON.stringify(body ?? null));
          const response = await call;
          const answer = documented.of(response);
          expect(
            response.status,
            `${name} → ${response.status}: ${response.text.slice(0, 300)}`,
          ).toBeLessThan(500);
          expect(documented.mismatch({ ...answer, path })).toBeNull();
        }),
        { numRuns: RUNS, seed: seedOf(name), endOnFailure: true },
      );
      expect((await t.http().get('/api/health')).status).toBe(200);
    },
  );
});
