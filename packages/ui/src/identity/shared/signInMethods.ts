/** How a sign-in was made, in words. */
export const SIGN_IN_METHODS: Record<string, string> = {
  password: 'Password',
  passkey: 'Passkey',
  totp: 'Authenticator code',
  recovery_code: 'Recovery code',
  sign_up: 'Sign-up',
  provider: 'Sign-in provider',
};

export const signInMethodInWords = (method: string) => SIGN_IN_METHODS[method] ?? method;
