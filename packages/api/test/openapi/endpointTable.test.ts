import { readFile } from 'node:fs/promises';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InvoiceList } from '../../src/contract/billing.ts';
import type { SessionResponse } from '../../src/contract/common.ts';
import {
  type EndpointName,
  endpointNames,
  endpointRoutes,
  type PathParamsOf,
} from '../../src/contract/endpointRoutes.ts';
import {
  type AnswerOf,
  type EndpointSchemas,
  endpointSchemas,
  type RequestOf,
} from '../../src/contract/endpoints.ts';
import type { CreateAccountRequest } from '../../src/contract/signUp.ts';
import { createApiDocument } from '../../src/openapi/document.ts';

/** The OpenAPI security schemes of each way of calling. */
const SCHEMES = {
  none: [],
  session: ['bearerAuth'],
  serviceToken: ['bearerAuth'],
  serviceClient: ['serviceClient'],
};

const operationOf = (name: EndpointName) => `${endpointRoutes[name].method} ${endpointRoutes[name].path}`;

describe('the endpoint table (contract/endpointRoutes.ts, contract/endpoints.ts)', () => {
  const document = createApiDocument();
  const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
  );

  it('is what the OpenAPI document lists, one operation to an endpoint', () => {
    const table = endpointNames.map(operationOf);
    expect(new Set(table).size).toBe(table.length);
    expect([...documented].sort()).toEqual([...table].sort());
  });

  it('gives each operation its body, credentials and success answer', () => {
    for (const name of endpointNames) {
      const route = endpointRoutes[name];
      const schemas: EndpointSchemas = endpointSchemas[name];
      const item = document.paths?.[route.path];
      const operation = item?.[route.method.toLowerCase() as 'get'];
      const bodyType = 'body' in route ? 'application/x-www-form-urlencoded' : 'application/json';
      const requestBody = operation?.requestBody as { content?: object } | undefined;
      expect(Object.keys(requestBody?.content ?? {}), name).toEqual(schemas.request ? [bodyType] : []);
      const schemes = operation?.security?.flatMap((requirement) => Object.keys(requirement)) ?? [];
      expect(schemes, name).toEqual(SCHEMES[route.auth]);
      const success = Object.keys(operation?.responses ?? {}).filter((status) => status.startsWith('2'));
      expect(success, name).toEqual([String('status' in route ? route.status : 200)]);
    }
  });

  it('routes import nothing, so the app reads them without zod', async () => {
    const source = await readFile(new URL('../../src/contract/endpointRoutes.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s.*\sfrom)\s/m);
  });

  it('types each endpoint’s request, answer and path parameters (checked by tsc)', () => {
    expectTypeOf<RequestOf<'createAccount'>>().toEqualTypeOf<CreateAccountRequest>();
    expectTypeOf<AnswerOf<'createAccount'>>().toEqualTypeOf<SessionResponse>();
    expectTypeOf<RequestOf<'invoices'>>().toEqualTypeOf<undefined>();
    expectTypeOf<AnswerOf<'invoices'>>().toEqualTypeOf<InvoiceList>();
    expectTypeOf<PathParamsOf<'mailboxMessage'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<keyof PathParamsOf<'health'>>().toEqualTypeOf<never>();
    expectTypeOf(endpointRoutes.userOrganization).toEqualTypeOf<{
      readonly method: 'GET';
      readonly path: '/api/user/organization';
      readonly auth: 'session';
    }>();
  });
});
