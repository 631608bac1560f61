import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { ProviderInteraction, ProviderSignInMethod } from '../../domain/ports/providerInteraction.ts';

/** The `amr` (RFC 8176) the ID token carries for each way of signing in; `rc` marks a recovery code. */
const AMR: Record<ProviderSignInMethod, string[]> = {
  password: ['pwd'],
  totp: ['pwd', 'otp', 'mfa'],
  recovery_code: ['pwd', 'rc', 'mfa'],
  passkey: ['swk', 'user'],
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Grants the first-party client what it asked for: WinHub's own apps need no consent screen. */
async function grantAll(provider: Provider, details: Interaction): Promise<{ consent: { grantId: string } }> {
  const { prompt, params, session, grantId } = details;
  const accountId = session?.accountId;
  if (!accountId) throw new Error('Consent without a session');
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(params.client_id) });
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

/**
 * The interaction a request's cookie names (oidc-provider's `SessionNotFound` when it names none), as the
 * provider's screens work with it. Finishing it gives the address the authorization continues at.
 */
export function interactionOf(provider: Provider) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<ProviderInteraction> => {
    const details = await provider.interactionDetails(req, res);
    return {
      uid: details.uid,
      prompt: details.prompt.name,
      hints: {
        email: text(details.params.login_hint),
        fullName: text(details.params.prefill_name),
        screen: text(details.params.screen_hint),
      },
      signIn: (subject, method) =>
        provider.interactionResult(
          req,
          res,
          { login: { accountId: subject, amr: AMR[method] } },
          { mergeWithLastSubmission: false },
        ),
      consent: async () =>
        provider.interactionResult(req, res, await grantAll(provider, details), {
          mergeWithLastSubmission: true,
        }),
    };
  };
}
