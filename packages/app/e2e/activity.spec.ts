import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fromOwnAddress, linkIn, mailText } from './mail-support.ts';
import { createAccount, openSignedIn, type TestAccount } from './support.ts';

const newAddress = (who: string) => `e2e-${who}-${randomUUID().slice(0, 8)}@example.com`;

/** A person who joins the admin's organization as a member, through the invitation's link (the api). */
async function joinedMember(request: APIRequestContext, admin: TestAccount, fullName: string) {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const { activeOrganizationId } = await (await request.get('/api/organizations', { headers })).json();
  const email = newAddress('member');
  const sent = await request.post(`/api/organizations/${activeOrganizationId}/invitations`, {
    headers,
    data: { emails: [email], role: 'member' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const link = linkIn(await mailText(request, email, /invit/i), '/invitation');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const joined = await request.post('/api/invitations/sign-up', {
    data: { token, fullName, password: 'secret-pass-1' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { email, fullName };
}

/** The rows of the Activity table (its header row left out). */
const eventRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Activity' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('the Activity tab lists a role change and an invitation with who and whom, its kind filter narrows, and its CSV holds the rows shown', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const admin = await createAccount(request, 'Alma Activity');
  const member = await joinedMember(request, admin, 'Mauro Member');
  const invited = newAddress('invited');

  // the admin makes Mauro an admin and invites someone, from the Team tab
  await openSignedIn(page, admin, '/settings?tab=team');
  const mauro = page.getByRole('row').filter({ hasText: member.email });
  await mauro.getByRole('radio', { name: 'Admin' }).click();
  await expect(mauro.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByLabel('Email addresses').fill(invited);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: invited })).toContainText('Invited');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // the Activity tab: who did it and whom it was about
  await page.getByRole('tab', { name: 'Activity' }).click();
  const roleChange = eventRows(page).filter({ hasText: 'Role changed: Member → Admin' });
  await expect(roleChange).toHaveCount(1);
  await expect(roleChange.getByRole('cell').nth(0)).toContainText(admin.fullName);
  await expect(roleChange).toContainText(member.email);
  const invitation = eventRows(page).filter({ hasText: invited });
  await expect(invitation).toHaveCount(1);
  await expect(invitation).toContainText('Invited as a member');
  await expect(invitation).toContainText(admin.email);

  // the kind filter narrows the list to role changes
  await page.getByRole('button', { name: /Kind of event/ }).click();
  await page.getByRole('option', { name: 'Role changed' }).click();
  await expect(eventRows(page)).toHaveCount(1);
  await expect(eventRows(page)).toContainText('Role changed: Member → Admin');

  // the CSV holds exactly the events the filters select
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${admin.fullName} Ltda activity.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('time,event,details,by name,by email,about name,about email,ip,browser');
  expect(rows).toHaveLength(1);
  const cells = rows[0]?.split(',') ?? [];
  expect(cells.slice(1, 7)).toEqual([
    'Role changed',
    'member -> admin',
    admin.fullName,
    admin.email,
    member.fullName,
    member.email,
  ]);
});
