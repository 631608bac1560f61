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
