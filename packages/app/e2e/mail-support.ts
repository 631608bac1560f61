import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { SMTPServer } from 'smtp-server';
import { freePort } from './own-server.ts';

type MailboxEntry = { id: string; to: string; subject: string };

/**
 * The mailbox's list, or null when the connection was reset. The request context keeps a connection
 * open between calls; when a test's browser steps leave it idle past the server's keep-alive timeout
 * and the test runner is too busy to see it closed, the next poll is written on the closed connection
 * and the server resets it (reproduced with a client busy for 1.5 s at the server's 6 s close). A
 * browser sends such a request again itself; the poll asks again.
 */
async function mailbox(request: APIRequestContext): Promise<MailboxEntry[] | null> {
  try {
    return ((await (await request.get('/api/mailbox')).json()) as { messages: MailboxEntry[] }).messages;
  } catch (error) {
    if (error instanceof Error && /\bECONNRESET\b/.test(error.message)) return null;
    throw error;
  }
}

/**
 * The text of the newest mail to `to` whose subject matches, read from the embedded mailbox's api
 * (mail leaves through an outbox, a moment after the change that wrote it).
 */
export async function mailText(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailbox(request);
        found = messages?.find((message) => message.to === to && subject.test(message.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const message = (await (await request.get(`/api/mailbox/${found?.id}`)).json()) as { text: string };
  return message.text;
}

/** The first link in a mail's text to the app path `path` (e.g. `/reset-password`), as a path. */
export function linkIn(text: string, path: string): string {
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.map((found) => new URL(found))
    .find((found) => found.pathname === path);
  if (!url) throw new Error(`no ${path} link in: ${text}`);
  return `${url.pathname}${url.search}`;
}

/** The authenticator app's current code for `secret` (or the next step's, so a code is never reused). */
export const totpCode = (secret: string, stepsAhead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Types the credentials on /login and presses Sign In. */
export async function typeCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Gives the page's requests a client address of their own (a documentation range; the e2e server
 * trusts loopback proxies), so the sign-ins of one test never use up the per-address limit the others share.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${octet()}.${octet()}` });
}

/** A real SMTP server on a free loopback port, keeping what it receives. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // the stopped WinHub's open connection is cut, not waited for
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  // a connection reset by the WinHub stopped after the test is not the test's failure
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
