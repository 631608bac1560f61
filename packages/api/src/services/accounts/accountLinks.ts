export type AccountTab = 'sessions' | 'two-factor' | 'passkeys';

/** The app addresses that mail links point to, on the public origin. */
export interface AccountLinks {
  verifyEmail(token: string): string;
  resetPassword(token: string): string;
  forgotPassword(): string;
  signIn(): string;
  account(tab?: AccountTab): string;
  /** An invitation's link: the app's `/invitation` page. */
  invitation(token: string): string;
}

export function accountLinks(publicOrigin: string): AccountLinks {
  const at = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, publicOrigin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };
  return {
    verifyEmail: (token) => at('/verify-email', { token }),
    resetPassword: (token) => at('/reset-password', { token }),
    forgotPassword: () => at('/forgot-password'),
    signIn: () => at('/login'),
    account: (tab) => at('/account', tab ? { tab } : {}),
    invitation: (token) => at('/invitation', { token }),
  };
}
