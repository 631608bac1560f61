import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { StandInOptions } from './standInOptions.ts';

export interface ServicePerson {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  name: string;
  role: string;
  permissions: { canPostAsCompany: boolean; canSellAsCompany: boolean };
}

export interface WinHubOrganization {
  id: string;
  name: string;
  subscriptionType: string;
}

export interface Redeemed {
  accessToken: string;
  sid: string;
  user: ServicePerson;
  organization: WinHubOrganization;
}

/** Why WinHub refused: the reason its answer names, in words for the page. */
export class WinHubRefusal extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.name = 'WinHubRefusal';
    this.reason = reason;
  }
}

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const CALL_TIMEOUT_MS = 5_000;

/** What a relying party of WinHub does: redeem a hand-off, ask for the session's status, check a logout token. */
export function createWinHubClient(options: StandInOptions) {
  const api = new URL('/api/auth/', options.winhubApiOrigin ?? options.winhubOrigin);
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
  ).toString('base64')}`;
  const keys = createRemoteJWKSet(new URL('jwks', api));

  return {
    /** Token Exchange (RFC 8693): the hand-off token for the person and an access token bound to their session. */
    async redeem(handoffToken: string): Promise<Redeemed> {
      const response = await fetch(new URL('service-handoff/redeem', api), {
        method: 'POST',
        headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: handoffToken,
          subject_token_type: 'urn:winhub:params:oauth:token-type:service-handoff',
        }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) {
        throw new WinHubRefusal(String(body.error ?? response.status), String(body.error_description ?? ''));
      }
      return {
        accessToken: String(body.access_token),
        sid: String((body.session as { sid: string }).sid),
        user: body.user as ServicePerson,
        organization: body.organization as WinHubOrganization,
      };
    },

    /** The status call: the person while the WinHub session lasts; a refusal once it ended. */
    async status(accessToken: string): Promise<{ user: ServicePerson; organization: WinHubOrganization }> {
      const response = await fetch(new URL('service-session', api), {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) {
        const error = body.error as { code?: string; message?: string } | undefined;
        throw new WinHubRefusal(error?.code ?? String(response.status), error?.message ?? '');
      }
      return { user: body.user as ServicePerson, organization: body.organization as WinHubOrganization };
    },

    /** A back-channel logout token from WinHub (OpenID Connect Back-Channel Logout 1.0 §2.6): what ended. */
    async verifyLogoutToken(token: string): Promise<{ sid: string | null; subject: string | null }> {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.winhubOrigin,
        audience: options.clientId,
        typ: 'logout+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['iat', 'jti'],
        maxTokenAge: '5m',
      });
      const events = payload.events as Record<string, unknown> | undefined;
      if (typeof events?.[BACKCHANNEL_LOGOUT_EVENT] !== 'object' || 'nonce' in payload) {
        throw new Error('Not a back-channel logout token');
      }
      const sid = typeof payload.sid === 'string' ? payload.sid : null;
      const subject = typeof payload.sub === 'string' ? payload.sub : null;
      if (!sid && !subject) throw new Error('A logout token names a sid or a sub');
      return { sid, subject };
    },
  };
}

export type WinHubClient = ReturnType<typeof createWinHubClient>;
