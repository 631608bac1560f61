/** A text parameter, or nothing: any other value on the address is ignored rather than failing the page. */
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The keys of `source` that hold text (plain checks: no schema library in the first load). */
function pickText<Key extends string>(source: unknown, keys: readonly Key[]): { [K in Key]?: string } {
  const record: Partial<Record<string, unknown>> =
    typeof source === 'object' && source !== null ? source : {};
  const picked: { [K in Key]?: string } = {};
  for (const key of keys) {
    const text = optionalText(record[key]);
    if (text !== undefined) picked[key] = text;
  }
  return picked;
}

/**
 * /login and the redirect screens read returnTo and target
 * (docs/product/sign-in-and-session.md, "Redirect screens").
 */
export type RedirectSearch = { returnTo?: string; target?: string };
export const validateRedirectSearch = (search: unknown): RedirectSearch =>
  pickText(search, ['returnTo', 'target']);

/**
 * /register's prefill, from the address or from storage
 * (docs/product/sign-in-and-session.md, "Create an account (/register)").
 */
export type PrefillSource = { email?: string; name?: string; businessType?: string; employees?: string };
export const readPrefillSource = (source: unknown): PrefillSource =>
  pickText(source, ['email', 'name', 'businessType', 'employees']);

/** The links of account mails carry their single-use token: /verify-email, /reset-password. */
export type AccountLinkSearch = { token?: string };
export const validateAccountLinkSearch = (search: unknown): AccountLinkSearch => pickText(search, ['token']);

/**
 * /account opens on the tab the address names (the mails link to a tab); `review` (after a password
 * reset by mail) shows every way into the account on one page instead.
 */
export type AccountSearch = { tab?: string; review?: string };
export const validateAccountSearch = (search: unknown): AccountSearch => pickText(search, ['tab', 'review']);

/** /settings opens on the tab the address names (`?tab=team`). */
export type SettingsSearch = { tab?: string };
export const validateSettingsSearch = (search: unknown): SettingsSearch => pickText(search, ['tab']);

/** /mailbox names the open message on the address, so it survives a reload. */
export type MailboxSearch = { message?: string };
export const validateMailboxSearch = (search: unknown): MailboxSearch => pickText(search, ['message']);
