import type { PasswordHasher } from '../../domain/ports/passwords.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionPorts } from '../sessions/sessions.ts';
import type { SignInEventMethod, SignInOutcome } from '../signIn/activity.ts';
import type { DeviceTokens } from '../signIn/deviceTokens.ts';
import type { FailureStore } from '../signIn/throttlePolicy.ts';
import type { SecretSealer } from '../twoFactor/secretSealer.ts';
import type { AccountLinks } from './accountLinks.ts';

/** What the embedded provider's account rules work with: the database and their ports. */
export interface AccountDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  passwords: PasswordHasher;
  links: AccountLinks;
  failures: FailureStore;
  /** The signed per-account device tokens of browsers that signed in (a lockout elsewhere spares them). */
  deviceTokens: DeviceTokens;
  sealer: SecretSealer;
  sessions: SessionPorts;
  /** For work that finishes after the answer (a notice mail). */
  logger: Logger;
  /** Told each sign-in attempt's outcome, for the operator's figures (metrics). */
  onSignInOutcome?: (outcome: SignInOutcome, method: SignInEventMethod) => void;
}
