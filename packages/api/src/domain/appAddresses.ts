// The addresses of WinHub's app the identity provider may send a browser to: the sign-in and
// sign-out rules (services) check requests against them, the embedded provider registers them.

/** Where a provider may send the browser after signing in: `/auth-callback` of an app origin. */
export const callbackUris = (appOrigins: string[]) => appOrigins.map((origin) => `${origin}/auth-callback`);

/** Where a provider may send the browser after signing out: the home page of an app origin. */
export const postLogoutUris = (appOrigins: string[]) => appOrigins.map((origin) => `${origin}/`);
