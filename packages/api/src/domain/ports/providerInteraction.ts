/** The second sign-in steps a person can have set up. */
export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

/** How a person proved who they are at the embedded provider. */
export type ProviderSignInMethod = 'password' | SecondFactorMethod;

/** One sign-in at the embedded provider (an interaction), as its screens work with it. */
export interface ProviderInteraction {
  uid: string;
  /** What the provider asks for: `login` (a person to sign in) or `consent` (to WinHub's own app). */
  prompt: string;
  /** The authorization request's hints: the address and the name to prefill, the screen to show first. */
  hints: { email?: string | undefined; fullName?: string | undefined; screen?: string | undefined };
  /** Ends the interaction with `subject` signed in by `method`; where the browser goes next. */
  signIn(subject: string, method: ProviderSignInMethod): Promise<string>;
  /** Grants WinHub's own app what it asked for (no consent screen); where the browser goes next. */
  consent(): Promise<string>;
}

/** The embedded provider's pages, as HTML (the identity adapter draws them, `error` above the form). */
export interface ProviderScreens {
  signIn(screen: { uid: string; email?: string | undefined; error?: string | undefined }): string;
  signUp(screen: {
    uid: string;
    email?: string | undefined;
    fullName?: string | undefined;
    error?: string | undefined;
  }): string;
  secondFactor(screen: {
    uid: string;
    methods: SecondFactorMethod[];
    /** Which code the form asks for. */
    using: 'totp' | 'recovery_code';
    error?: string | undefined;
  }): string;
  /** A refusal no form can mend, with the way back to WinHub. */
  problem(message: string): string;
  /** A mailed unlock link's page: one button that takes the link (a refusal above it when it failed). */
  unlock(screen: { token: string; error?: string | undefined }): string;
  /** After an unlock link: this browser can sign in again. */
  unlocked(): string;
}
