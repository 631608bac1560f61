import { z } from 'zod';

/** The embedded mailbox of a local install without SMTP: the mail WinHub sent, newest first. */
export const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxEntrySchema) });
export const mailboxMessageSchema = mailboxEntrySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
