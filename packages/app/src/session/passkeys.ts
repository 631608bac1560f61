import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** Whether this browser can use passkeys (false while prerendering, where there is no browser). */
export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();
