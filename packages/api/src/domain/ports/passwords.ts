/** How passwords are kept: a slow, salted hash (the identity adapter's scrypt, `identity/passwords.ts`). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one `stored` was made from. With no stored hash (no such account) it is
   * false after the same work, so the answer's timing does not tell whether the account exists.
   */
  verify(password: string, stored: string | null, lane?: PasswordCheckLane): Promise<boolean>;
}

/**
 * Whose check it is: `trusted`, a browser that has signed in to the account before (its checks go first);
 * `untrusted` (the default), anyone else, whose waiting checks are bounded: beyond the bound the check is
 * refused at once (a `too_many_attempts` error, code `busy`) instead of queued behind a spray.
 */
export type PasswordCheckLane = 'trusted' | 'untrusted';
