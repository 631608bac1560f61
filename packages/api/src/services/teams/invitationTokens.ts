import { createHash, randomBytes } from 'node:crypto';
import type { AccountDeps } from '../accounts/accountDeps.ts';

/** What the invitations' rules use: the database, the mail outbox and its links, the password hashing. */
export type InvitationDeps = Pick<AccountDeps, 'prisma' | 'mailer' | 'links' | 'passwords' | 'logger'>;

/** An invitation link's token is kept only as this hash. */
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const newInvitationToken = () => randomBytes(32).toString('base64url');
