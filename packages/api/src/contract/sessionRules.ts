// Session rules the api and the browser apply alike (zod-free: the app's first load reads them).

/**
 * Seconds before its `exp` at which a session token already counts as expired
 * (docs/product/sign-in-and-session.md, "Session guard").
 */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;
