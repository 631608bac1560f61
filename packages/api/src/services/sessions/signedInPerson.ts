import { DomainError, unauthenticated } from '../../domain/errors.ts';
import type { SessionTokenVerifier } from '../../domain/ports/identity.ts';
import {
  type Authenticator,
  NO_ORGANIZATION,
  type PersonAuthenticator,
  type SignedInPerson,
} from '../../domain/principal.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

const sessionEnded = () => unauthenticated('session_ended', 'This session has ended. Sign in again.');

/**
 * The person of a session token for the endpoints a person without an organization may reach (a person
 * removed from their last organization signs in to accept a new invitation). The organization's
 * authenticator answers first, so a person with an organization costs nothing more; when it refuses only
 * for the missing organization, the token and the session are already known good and the person is read.
 */
export function createPersonAuthenticator(deps: {
  authenticator: Authenticator;
  verifier: SessionTokenVerifier;
  prisma: PrismaClient;
}): PersonAuthenticator {
  return {
    async authenticate(token) {
      try {
        const auth = await deps.authenticator.authenticate(token);
        return { person: auth, auth };
      } catch (error) {
        if (!(error instanceof DomainError && error.code === NO_ORGANIZATION)) throw error;
      }
      const { sid } = await deps.verifier.verify(token);
      if (!sid) throw sessionEnded();
      const session = await deps.prisma.session.findFirst({
        where: { id: sid, endedAt: null, user: { isActive: true } },
        select: {
          user: {
            select: { id: true, identitySubject: true, email: true, fullName: true, emailVerifiedAt: true },
          },
        },
      });
      if (!session) throw sessionEnded();
      const { user } = session;
      const person: SignedInPerson = {
        sessionId: sid,
        userId: user.id,
        subject: user.identitySubject ?? user.id,
        email: user.email,
        fullName: user.fullName,
        emailVerified: user.emailVerifiedAt !== null,
      };
      return { person, auth: null };
    },
  };
}
