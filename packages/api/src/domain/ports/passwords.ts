/** How passwords are kept: a slow, salted hash (the identity adapter's scrypt, `identity/passwords.ts`). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one `stored` was made from. With no stored hash (no such account) it is
   * false after the same work, so the answer's timing does not tell whether the account exists.
   */
  verify(password: string, stored: string | null): Promise<boolean>;
}
