/** The relying party the browser checks passkeys against: WinHub's host and the origins its pages load from. */
export interface WebAuthnSettings {
  rpID: string;
  rpName: string;
  origins: string[];
}

export const webauthnSettings = (publicOrigin: string, appOrigins: string[]): WebAuthnSettings => ({
  rpID: new URL(publicOrigin).hostname,
  rpName: 'WinHub',
  origins: appOrigins,
});
