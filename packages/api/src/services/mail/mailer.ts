import type { AccountMail, MailTransport, MailWriter } from '../../domain/ports/mail.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { createLeasedOutbox, type LeasedOutbox } from '../outbox/leasedOutbox.ts';

/** What the business rules see of mail: whether it is sent at all, and how to write one. */
export interface Mailer {
  /** False in production without SMTP: features that need mail are off. */
  readonly enabled: boolean;
  /**
   * Writes the mail, worded, in the outbox of `tx`, the transaction of the change that causes it: it is
   * sent if and only if that change commits. Does nothing when mail is off.
   */
  enqueue(tx: Prisma.TransactionClient, to: string, mail: AccountMail): Promise<void>;
  /** Sends what `enqueue` wrote, now (call after the transaction committed). */
  flush(): void;
}

export function createMailer(options: { enabled: boolean; write: MailWriter; flush: () => void }): Mailer {
  const { enabled, write, flush } = options;
  return {
    enabled,
    async enqueue(tx, to, mail) {
      if (!enabled) return;
      await tx.mailOutbox.create({ data: { to, template: mail.kind, ...write(mail) } });
    },
    flush,
  };
}

interface MailRow {
  id: bigint;
  attempts: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivery of the mail outbox to the transport, at least once, with retries across restarts. */
export function createMailOutbox(prisma: PrismaClient, transport: MailTransport, from: string): LeasedOutbox {
  return createLeasedOutbox<MailRow>({
    prisma,
    table: 'mail_outbox',
    columns: ['to', 'subject', 'text', 'html'],
    deliver: (row) => transport.send({ ...row, from }),
  });
}
