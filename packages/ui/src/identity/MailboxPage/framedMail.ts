/** Nothing of a mail runs: no script, no form, nothing fetched but its images and fonts. */
export const MAIL_POLICY =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; font-src data: http: https:; form-action 'none'";

/**
 * A mail's HTML as the document of the mailbox's frame: first the policy (before any of the mail's markup,
 * so it holds for all of it), then links that open in the whole tab (the mail's own links lead into WinHub).
 */
export const framedMail = (html: string) =>
  `<!doctype html><meta http-equiv="Content-Security-Policy" content="${MAIL_POLICY}"><base target="_top">${html.replace(/^\s*<!doctype[^>]*>\s*/i, '')}`;
