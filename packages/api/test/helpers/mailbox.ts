import type { TestApp } from './testApp.ts';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The mail of the embedded mailbox sent to `to` (whose subject matches `subject`, when given), oldest
 * first, once `count` have arrived (mail is sent from an outbox, a moment after the change).
 */
export async function mailTo(
  t: TestApp,
  to: string,
  count = 1,
  subject?: RegExp,
  timeoutMs = 10_000,
): Promise<ReceivedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    t.composed.outboxes.kick('mail');
    const all = await t.prisma.mailboxMessage.findMany({ where: { to }, orderBy: { outboxId: 'asc' } });
    const messages = subject ? all.filter((mail) => subject.test(mail.subject)) : all;
    if (messages.length >= count) return messages;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${to}, found ${messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first link in `mail` to the app path `path` (e.g. `/verify-email`). */
export function linkToken(mail: ReceivedMail, path: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((found) => new URL(found))
    .find((found) => found.pathname === path);
  const token = url?.searchParams.get('token');
  if (!token) throw new Error(`no ${path} link in: ${mail.text}`);
  return token;
}

/** Lets the outbox deliver whatever is due, then resolves (a mail that is not coming stays absent). */
export async function settleMail(t: TestApp): Promise<void> {
  for (let round = 0; round < 3; round++) {
    t.composed.outboxes.kick('mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
