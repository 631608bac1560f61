import type { MailTransport } from '../domain/ports/mail.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';

/**
 * The mailbox of a local install without SMTP: every message is kept in the database and shown at
 * `/mailbox`, so a person can finish every flow that sends mail from the browser alone. Keyed by its
 * outbox row, so a second delivery of one row keeps one message.
 */
export function createEmbeddedMailbox(prisma: PrismaClient): MailTransport {
  return {
    kind: 'embedded',
    async send(mail) {
      await prisma.mailboxMessage.upsert({
        where: { outboxId: mail.id },
        create: {
          outboxId: mail.id,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        },
        update: {},
      });
    },
  };
}
