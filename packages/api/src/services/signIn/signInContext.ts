import type { DeviceCookie } from './deviceTokens.ts';

/** Where a sign-in attempt comes from, as the request shows it. */
export interface SignInContext {
  /** The address as the proxy gives it (TRUST_PROXY). */
  ip: string | null;
  userAgent: string | null;
  /** A hash of the browser's long-lived random cookie: tells a browser never seen before. */
  browserId: string;
  /** The device tokens the browser presented (every account's; `DeviceTokens.trusted` picks the one). */
  deviceTokens: readonly string[];
  /** Keeps a device token in the browser (a cookie), at a successful sign-in. */
  keepDeviceToken(cookie: DeviceCookie): void;
}
