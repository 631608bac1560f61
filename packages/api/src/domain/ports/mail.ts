/**
 * Every mail WinHub sends, by its kind, with what its words need. The business rules choose which mail
 * to send and with what; the templates adapter (`mail/templates/accountMails.ts`) words it.
 */
export type AccountMail =
  | { kind: 'verifyEmail'; name: string; verifyUrl: string }
  | { kind: 'signUpAttempt'; name: string; signInUrl: string; resetUrl: string }
  | { kind: 'passwordReset'; name: string; resetUrl: string }
  | { kind: 'passwordChanged'; name: string; when: string; resetUrl: string }
  | { kind: 'signInLocked'; name: string; minutes: number; resetUrl: string }
  | {
      kind: 'newSignIn';
      name: string;
      when: string;
      browser: string;
      os: string;
      ip: string;
      accountUrl: string;
      resetUrl: string;
    }
  | {
      kind: 'invitation';
      organizationName: string;
      invitedBy: string;
      role: 'admin' | 'member';
      acceptUrl: string;
      expiresOn: string;
    }
  | {
      kind: 'factorRemoved';
      name: string;
      factor: string;
      when: string;
      accountUrl: string;
      resetUrl: string;
    };

/** What a mail of `kind` carries besides its kind. */
export type AccountMailData<K extends AccountMail['kind']> = Omit<Extract<AccountMail, { kind: K }>, 'kind'>;

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

/** Words a mail: its subject, plain text and HTML. */
export type MailWriter = (mail: AccountMail) => MailContent;

/** Where mail goes: an SMTP server, or the embedded mailbox of a local install. */
export interface MailTransport {
  readonly kind: 'smtp' | 'embedded';
  send(mail: OutgoingMail): Promise<void>;
}
