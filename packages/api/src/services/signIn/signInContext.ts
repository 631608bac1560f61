/** Where a sign-in attempt comes from, as the request shows it. */
export interface SignInContext {
  /** The address as the proxy gives it (TRUST_PROXY). */
  ip: string | null;
  userAgent: string | null;
  /** A hash of the browser's long-lived random cookie: tells a browser never seen before. */
  browserId: string;
}
