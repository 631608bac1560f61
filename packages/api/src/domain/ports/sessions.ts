/**
 * The embedded provider's own sessions (its cookie), ended with WinHub's so silent sign-in cannot revive
 * them. `Tx` is the transaction the WinHub sessions end in: the provider's end in the same one.
 */
export interface ProviderSessions<Tx> {
  /** Ends every provider session of the account whose subject is `subject`. */
  endAll(tx: Tx, subject: string): Promise<void>;
  /** Ends the provider session that gave out `providerSid`. */
  endOne(tx: Tx, providerSid: string): Promise<void>;
}

/** What ending sessions needs besides the database. */
export interface SessionEndingPorts<Tx> {
  /** Null with an external provider: its sessions are its own to end. */
  providerSessions: ProviderSessions<Tx> | null;
  /** Sends the back-channel logout tokens written with the ended sessions, now. */
  deliverLogouts(): void;
}
