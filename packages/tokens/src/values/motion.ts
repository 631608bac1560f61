/** Durations as CSS values for styles. */
export const duration = {
  fast: '120ms',
  normal: '200ms',
  slow: '400ms',
  reveal: '700ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

/** Delays and durations in milliseconds for behaviour (docs/product/overview.md, "Delays and thresholds"). */
export const timing = {
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
  registrationHighlightMs: 3000,
  redirectDelayMs: 1000,
  afterRegistrationMs: 1500,
  afterLogoutResubmitMs: 100,
  callbackRedirectMs: 1500,
  callbackErrorRedirectMs: 3000,
  paymentSuccessCountdownS: 5,
  servicesRevealThreshold: 0.3,
} as const;
