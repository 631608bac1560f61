import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { fromOwnAddress, linkIn, mailText, typeCredentials } from './mail-support.ts';
import { createAccount, personMenu, type TestAccount } from './support.ts';

/** The admin's organization, as the admin's session knows it. */
async function organizationOf(request: APIRequestContext, admin: TestAccount): Promise<string> {
  const answer = await request.get('/api/organizations', {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  return ((await answer.json()) as { activeOrganizationId: string }).activeOrganizationId;
}

/**
 * Invites `email` into the admin's organization through the api; the link of its mail, as a path. The mail
 * is told by its organization: the person's mailbox also holds an earlier invitation, already used.
 */
async function inviteThroughApi(
  request: APIRequestContext,
  admin: TestAccount,
  email: string,
): Promise<string> {
  const organizationId = await organizationOf(request, admin);
  const sent = await request.post(`/api/organizations/${organizationId}/invitations`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { emails: [email], role: 'member' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const subject = new RegExp(`invited you to ${admin.fullName} Ltda on WinHub$`);
  return linkIn(await mailText(request, email, subject), '/invitation');
}

test('a person removed from their last organization signs in to a page that says so, and joins another from its invitation', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const former = await createAccount(request, 'Fausto Former');
  const next = await createAccount(request, 'Nadia Next');
  const email = `e2e-nowhere-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret-pass-1';

  // the person joins the first organization from an invitation, and its admin removes them
  const firstLink = await inviteThroughApi(request, former, email);
  const token = new URLSearchParams(firstLink.split('?')[1]).get('token');
  const joined = await request.post('/api/invitations/sign-up', {
    data: { token, fullName: 'Olivia Nowhere', password },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const organizationId = await organizationOf(request, former);
  const headers = { Authorization: `Bearer ${former.token}` };
  const { members } = (await (
    await request.get(`/api/organizations/${organizationId}/members?search=nowhere`, { headers })
  ).json()) as { members: { id: string }[] };
  const removed = await request.delete(`/api/organizations/${organizationId}/members/${members[0]?.id}`, {
    headers,
  });
  expect(removed.ok(), await removed.text()).toBe(true);

  // signing in lands on the page that says they belong to no organization, not a loop back to sign-in
  await page.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(page, email, password);
  await expect(page).toHaveURL(/\/no-organization$/);
  await expect(page.getByRole('heading', { name: 'You do not belong to an organization' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/no-organization$/);

  // their account is theirs with or without an organization: it opens, with its sessions, and comes back
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  await page.goto('/no-organization');

  // Sign Out works from there
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();

  // a new invitation: signed out, its link asks them to sign in, then they join
  await page.goto(await inviteThroughApi(request, next, email));
  await page.getByRole('button', { name: 'Sign in to accept' }).click();
  await typeCredentials(page, email, password);
  const organizationName = `${next.fullName} Ltda`;
  await page.getByRole('button', { name: `Join ${organizationName} as a member` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(personMenu(page)).toContainText(organizationName);
});
