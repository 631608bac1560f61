/** Submits the provider's sign-out form at once: WinHub asked for it with the ID token as hint. */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm')?.submit();\n";
