import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { linkIn, startSmtpServer } from './mail-support.ts';
import { startOwnWinHub } from './own-server.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let winhub: Awaited<ReturnType<typeof startOwnWinHub>>;
let origin: string;

// its tests share the server started in beforeAll: one worker runs them in order
test.describe.configure({ mode: 'default' });

// A second WinHub of its own, sending mail by SMTP_URL.
test.beforeAll(async () => {
  smtp = await startSmtpServer();
  winhub = await startOwnWinHub({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'WinHub <no-reply@winhub.test>',
  });
  origin = winhub.origin;
});

test.afterAll(async () => {
  await winhub?.stop();
  await smtp?.close();
});

const mailTo = async (to: string, subject: RegExp) => {
  await expect
    .poll(
      () =>
        smtp.received.some(
          (mail) =>
            mail.to && 'text' in mail.to && mail.to.text.includes(to) && subject.test(mail.subject ?? ''),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  return smtp.received.find(
    (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(to) && subject.test(mail.subject ?? ''),
  ) as ParsedMail;
};

test('with SMTP_URL the account mails reach a real SMTP server, and their links work', async ({
  page,
  request,
}) => {
  const email = `smtp-${Date.now()}@example.com`;
  const password = 'secret-pass-1';
  const created = await request.post(`${origin}/api/create-account`, {
    data: {
      email,
      fullName: 'Sofia Smtp',
      password,
      persona: 'empresa',
      organizationName: 'Smtp Ltda',
      employees: '1-5',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const verification = await mailTo(email, /Verify your email address/);
  expect(verification.from?.text).toContain('no-reply@winhub.test');
  expect(verification.html).toContain('<a ');
  await page.goto(`${origin}${linkIn(verification.text ?? '', '/verify-email')}`);
  await expect(page.getByRole('status')).toContainText(`${email} is verified.`);

  await page.goto(`${origin}/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);
  const reset = await mailTo(email, /Reset your WinHub password/);
  await page.goto(`${origin}${linkIn(reset.text ?? '', '/reset-password')}`);
  await page.getByLabel('New password', { exact: true }).fill('smtp-new-pass-2');
  await page.getByLabel('Confirm new password').fill('smtp-new-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed.');

  // there is no embedded mailbox where mail really goes out
  expect((await request.get(`${origin}/api/mailbox`)).status()).toBe(404);
});
