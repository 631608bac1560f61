/** Browser storage keys, product key `winhub` (docs/product/sign-in-and-session.md, "Stored session"). */
export const storageKeys = {
  authToken: 'winhub_auth_token',
  user: 'winhub_user',
  /** The provider's ID token of the sign-in: the hint that ends its session on sign-out. */
  idToken: 'winhub_id_token',
  registrationPrefill: 'registration_prefill',
  registrationData: 'winhub_registration_data',
  persona: 'winhub_persona',
} as const;

/** Session-storage key holding the business domain once detected. */
export const domainSessionKey = 'winhub_domain';
