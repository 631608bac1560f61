import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { fromOwnAddress, linkIn, startSmtpServer } from './mail-support.ts';
import { startOwnWinHub } from './own-server.ts';

// A WinHub of its own that sends mail by SMTP_URL to a real SMTP server, on a PostgreSQL schema of its
// own: the test ages one invitation there past its 7 days, as time would.
const postgresUrl = process.env.WINHUB_TEST_POSTGRES_URL;
const schema = `e2e_teams_${randomUUID().slice(0, 8)}`;
const sql = (statement: string) =>
  execFileSync('psql', [postgresUrl ?? '', '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'pipe' });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let winhub: Awaited<ReturnType<typeof startOwnWinHub>>;

test.skip(!postgresUrl, 'WINHUB_TEST_POSTGRES_URL names the test PostgreSQL');

// its tests share the server started in beforeAll: one worker runs them in order
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  sql(`CREATE SCHEMA "${schema}"`);
  smtp = await startSmtpServer();
  const url = new URL(postgresUrl ?? '');
  url.searchParams.set('schema', schema);
  winhub = await startOwnWinHub({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'WinHub <no-reply@winhub.test>',
    DATABASE_URL: url.toString(),
  });
});

test.afterAll(async () => {
  await winhub?.stop();
  await smtp?.close();
  if (postgresUrl) sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

/** The invitation link of the mail the SMTP server received for `to`, as a path. */
async function invitationLinkTo(to: string): Promise<string> {
  const mailFor = () =>
    smtp.received.find(
      (mail) =>
        mail.to && 'text' in mail.to && mail.to.text.includes(to) && /invit/i.test(mail.subject ?? ''),
    );
  await expect.poll(() => Boolean(mailFor()), { timeout: 15_000 }).toBe(true);
  const mail = mailFor() as ParsedMail;
  expect(mail.from?.text).toContain('no-reply@winhub.test');
  return linkIn(mail.text ?? '', '/invitation');
}

async function signUpFromLink(page: Page, link: string, fullName: string) {
  await page.goto(`${winhub.origin}${link}`);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create account and join' }).click();
}

test('with SMTP_URL the invitation reaches a real SMTP server and its link signs the person up; a link past its 7 days has its page', async ({
  page,
  browser,
  request,
}) => {
  await fromOwnAddress(page);
  const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const created = await request.post(`${winhub.origin}/api/create-account`, {
    data: {
      email: adminEmail,
      fullName: 'Sara Smtp',
      password: 'secret-pass-1',
      persona: 'empresa',
      organizationName: 'Smtp Times Ltda',
      employees: '1-5',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token, user } = await created.json();
  await page.goto(`${winhub.origin}/favicon.svg`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('winhub_auth_token', token);
      localStorage.setItem('winhub_user', JSON.stringify(user));
    },
    { token, user },
  );
  await page.goto(`${winhub.origin}/settings?tab=team`);
  const invited = `smtp-${randomUUID().slice(0, 8)}@example.com`;
  const aged = `aged-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByLabel('Email addresses').fill(`${invited}, ${aged}`);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  const answers = dialog.getByRole('list', { name: 'Answer for each address' }).getByRole('listitem');
  await expect(answers).toHaveCount(2);
  await expect(answers.filter({ hasText: 'Invited' })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const newcomer = await (await browser.newContext()).newPage();
  await fromOwnAddress(newcomer);
  await signUpFromLink(newcomer, await invitationLinkTo(invited), 'Sol Smtp');
  await expect(newcomer).toHaveURL(/\/dashboard$/);

  const agedLink = await invitationLinkTo(aged);
  sql(`UPDATE "${schema}".invitations SET "expiresAt" = now() - interval '1 minute' WHERE email = '${aged}'`);
  await newcomer.goto(`${winhub.origin}${agedLink}`);
  await expect(newcomer.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible();
  await expect(newcomer.getByText('Smtp Times Ltda', { exact: false }).first()).toBeVisible();
  // the admin sees it marked expired among the pending invitations
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: aged })).toContainText('Expired');
});
