import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { accountPageCalls } from './calls/accountPage.ts';
import { billingCalls } from './calls/billing.ts';
import { signInCalls } from './calls/signIn.ts';
import { systemAndOrganizationCalls } from './calls/systemAndOrganization.ts';
import { teamsCalls } from './calls/teams.ts';
import { type Caller, mismatchesOf } from './checkedCalls.ts';
import { documentedResponses } from './documentedResponses.ts';

let t: TestApp;
const documented = documentedResponses();

beforeAll(async () => {
  t = await createTestApp({ withBilling: true });
});
afterAll(() => t.close());

/** Makes an area's calls (calls/*.ts) on this file's app: what their answers say that the document does not. */
const mismatches = (calls: (caller: Caller) => Promise<void>) => mismatchesOf(documented, t, calls);

describe('/api/openapi.json and /api/docs', () => {
  it('serves the OpenAPI 3.1 document and a reference page whose assets come from this server', async () => {
    const document = await t.http().get('/api/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toContain('/api/billing/invoices');

    const page = await t.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const source of sources.filter((url) => !url.startsWith('data:'))) {
      expect(source).toMatch(/^\/api\/docs\//);
      expect((await t.http().get(source)).status).toBe(200);
    }
  });
});

describe('every route answers only what its document describes', () => {
  it('flags an answer the document does not describe', () => {
    const health = { method: 'GET', path: '/api/health', status: 200 };
    expect(documented.mismatch({ ...health, body: { status: 'ok', database: 'up' } })).toBeNull();
    expect(documented.mismatch({ ...health, body: { status: 'ok' } })).toMatch(/database/);
    expect(documented.mismatch({ ...health, body: { status: 'ok', database: 'up', extra: 1 } })).toMatch(
      /additional/,
    );
    expect(documented.mismatch({ ...health, status: 418, body: {} })).toMatch(/does not list/);
    expect(documented.mismatch({ ...health, path: '/api/unknown', body: {} })).toMatch(/not in the document/);
  });

  it('system, accounts and organization', async () => {
    expect(await mismatches(systemAndOrganizationCalls)).toEqual([]);
  });

  it('sign-in, token checks and service hand-off', async () => {
    expect(await mismatches(signInCalls)).toEqual([]);
  });

  it('the account page, recovery links and the embedded mailbox', async () => {
    expect(await mismatches(accountPageCalls)).toEqual([]);
  });

  it('billing: checkout, invoices, cancel and resume, the test clock, webhooks', async () => {
    expect(await mismatches(billingCalls)).toEqual([]);
  });

  it('teams: members, invitations and their links, activity, security, the switch', async () => {
    expect(await mismatches(teamsCalls)).toEqual([]);
  });

  // the tests above run first, in this file's order, all on `documented`: it has seen every answer
  it('answered every documented operation', () => {
    expect(documented.unanswered()).toEqual([]);
  });
});
