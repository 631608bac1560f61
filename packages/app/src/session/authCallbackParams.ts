import { SERVICE_KEYS, type ServiceKey } from '@winhub/api/contract/serviceCatalogue';
import { authCookieName } from './store.ts';

export type AuthFlow = 'landing' | 'registration' | 'microservice';

export type CallbackParams = {
  token: string | null;
  /** The state that came with a token: it must be the one of a sign-in this browser started. */
  state: string | null;
  error: string | null;
  flow: AuthFlow;
  target: ServiceKey | null;
  /** The provider answered with an authorization code: the api completes the exchange. */
  hasCode: boolean;
};

function readFlow(value: string | null): AuthFlow | null {
  return value === 'landing' || value === 'registration' || value === 'microservice' ? value : null;
}

/** A target is only ever one of the six services (by key, name or tile path): an allow-list. */
export function readTarget(value: string | null): ServiceKey | null {
  if (!value) return null;
  const key = value.trim().toLowerCase().replace(/^\/+/, '').replace(/^win/, '');
  return SERVICE_KEYS.find((service) => service === key) ?? null;
}

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Token, error, flow (default landing) and target come from the query string, then the hash (which
 * may say access_token), then the auth cookie (docs/product/sign-in-and-session.md, "Auth callback").
 * `storedFlow` is what the app noted before leaving for the provider.
 */
export function readCallbackParams(
  location: { search: string; hash: string },
  cookie: string,
  storedFlow: string | null = null,
): CallbackParams {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const pick = (name: string) => query.get(name) ?? hash.get(name);
  return {
    token: pick('token') ?? hash.get('access_token') ?? readCookie(cookie, authCookieName),
    state: pick('state'),
    error: pick('error'),
    flow: readFlow(pick('flow')) ?? readFlow(storedFlow) ?? 'landing',
    target: readTarget(pick('target')),
    hasCode: query.has('code'),
  };
}
