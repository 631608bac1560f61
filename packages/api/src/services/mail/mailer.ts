import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { createLeasedOutbox, type LeasedOutbox } from '../outbox/leasedOutbox.ts';

/** A message's content: what every mail template renders. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingMail extends MailContent {
  /** The outbox row: a transport may use it to keep a second delivery from showing twice. */
  id: bigint;
  from: string;
  to: string;
}

/** Where mail goes: an SMTP server, or the embedded mailbox of a local install. */
export interface MailTransport {
  readonly kind: 'smtp' | 'embedded';
  send(mail: OutgoingMail): Promise<void>;
}

/** What the business rules see of mail: whether it is sent at all, and how to write one. */
export interface Mailer {
  /** False in production without SMTP: features that need mail are off. */
  readonly enabled: boolean;
  /**
   * Writes the message in the outbox of `tx`, the transaction of the change that causes it: it is sent
   * if and only if that change commits. Does nothing when mail is off.
   */
  enqueue(tx: Prisma.TransactionClient, to: string, template: string, content: MailContent): Promise<void>;
  /** Sends what `enqueue` wrote, now (call after the transaction committed). */
  flush(): void;
}

export function createMailer(enabled: boolean, flush: () => void): Mailer {
  return {
    enabled,
    async enqueue(tx, to, template, content) {
      if (!enabled) return;
      await tx.mailOutbox.create({ data: { to, template, ...content } });
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
