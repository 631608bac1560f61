import type { Prisma } from '../../generated/prisma/client.ts';

/** The embedded provider's own sessions (its cookie), ended with WinHub's so silent sign-in cannot revive them. */
export interface ProviderSessions {
  /** Ends every provider session of the account whose subject is `subject`. */
  endAll(tx: Prisma.TransactionClient, subject: string): Promise<void>;
  /** Ends the provider session that gave out `providerSid`. */
  endOne(tx: Prisma.TransactionClient, providerSid: string): Promise<void>;
}

/** What ending sessions needs besides the database. */
export interface SessionEndingPorts {
  /** Null with an external provider: its sessions are its own to end. */
  providerSessions: ProviderSessions | null;
  /** Sends the back-channel logout tokens written with the ended sessions, now. */
  deliverLogouts(): void;
}
