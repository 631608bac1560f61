import type { MailboxMessage } from '../../contract/mailbox.ts';
import { notFound } from '../../domain/errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

const SHOWN = 200;

/** The newest messages of the embedded mailbox. */
export async function recentMailbox(prisma: PrismaClient) {
  const rows = await prisma.mailboxMessage.findMany({
    orderBy: { createdAt: 'desc' },
    take: SHOWN,
    select: { id: true, to: true, subject: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function readMailboxMessage(prisma: PrismaClient, id: string): Promise<MailboxMessage> {
  const row = /^[0-9a-f-]{36}$/.test(id) ? await prisma.mailboxMessage.findUnique({ where: { id } }) : null;
  if (!row) throw notFound('message_not_found', 'No such message in the mailbox.');
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  };
}
