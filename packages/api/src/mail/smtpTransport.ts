import nodemailer from 'nodemailer';
import type { MailTransport } from '../domain/ports/mail.ts';

/** Mail through an SMTP server (`SMTP_URL`: `smtp://user:pass@host:port`, `smtps://…` for TLS from the start). */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // one id per outbox row: a second delivery of the same row is recognisable as a duplicate
        messageId: `<winhub-${mail.id}@${mail.from.replace(/^.*@|>.*$/g, '') || 'winhub'}>`,
      });
    },
    close: () => transporter.close(),
  };
}
