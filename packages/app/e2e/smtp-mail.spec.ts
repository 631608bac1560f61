import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { linkIn } from './mail-support.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A real SMTP server on a free loopback port, keeping what it receives. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let winhub: ChildProcess;
let dataDir: string;
let origin: string;

// A second WinHub of its own (the built server the run's web server uses), sending mail by SMTP_URL.
test.beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-smtp-'));
  winhub = spawn(process.execPath, ['--enable-source-maps', 'packages/api/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'WinHub <no-reply@winhub.test>',
      // its services live elsewhere: this instance starts no stand-ins (the run's server has them)
      SERVICE_ORIGINS: 'erp=http://127.0.0.1:9',
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  winhub?.kill('SIGTERM');
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
