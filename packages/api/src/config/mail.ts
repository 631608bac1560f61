import { z } from 'zod';
import { withPrefix } from './fields.ts';

/**
 * Where mail goes: SMTP, the embedded mailbox (a local install without SMTP), or nowhere (production
 * without SMTP); `external` when an external identity provider holds the accounts and sends their mail.
 */
export type MailDelivery = 'smtp' | 'embedded' | 'off' | 'external';

export const mailVariables = {
  SMTP_URL: withPrefix(['smtp://', 'smtps://'], 'an SMTP server URL').optional(),
  MAIL_FROM: z.string().max(320).optional(),
};

export const mailDelivery = (
  smtpUrl: string | undefined,
  production: boolean,
  externalIssuer: string | undefined,
): MailDelivery => (externalIssuer ? 'external' : smtpUrl ? 'smtp' : production ? 'off' : 'embedded');

/** `WinHub <no-reply@host>` of the public origin unless MAIL_FROM says otherwise. */
export const defaultMailFrom = (publicOrigin: string) =>
  `WinHub <no-reply@${new URL(publicOrigin).hostname.replace(/^localhost$/, 'winhub.localhost')}>`;

/** What an operator reads at start when production has no SMTP server. */
export const MAIL_OFF_WARNING =
  'mail is not configured (SMTP_URL): email verification, password recovery, lockout and new sign-in notices are off';
