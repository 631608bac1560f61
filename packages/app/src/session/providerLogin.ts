import type { WinauthUrlRequest } from '@winhub/api/contract';
import { callApi } from '../api/callApi.ts';
import { businessDomainFlag } from '../browserStorage.ts';
import { authCallbackUrl } from './businessDomain.ts';

/** POST /api/auth/winauth-url: the provider's authorization address (redirectUri null = the server's default). */
export async function requestAuthUrl(request: WinauthUrlRequest): Promise<string> {
  return (await callApi('winauthUrl', { body: request })).authUrl;
}

/** This origin's /auth-callback, or the business domain's once it has been detected this session. */
export function currentCallbackUrl(): string {
  return authCallbackUrl(window.location.origin, businessDomainFlag.read());
}

/** Phones and narrow windows take the mobile fallback (/direct-login) when the provider is unreachable. */
export function isMobileDevice(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || window.innerWidth < 768;
}

/**
 * The fallback route after a failed sign-in URL request
 * (docs/product/sign-in-and-session.md, "Provider sign-in address").
 */
export function providerFallbackPath(): '/direct-login' | '/loading' {
  return isMobileDevice() ? '/direct-login' : '/loading';
}

/** Sends the browser to the provider's login; on failure it goes to the desktop or mobile fallback. */
export async function goToProviderLogin(request: WinauthUrlRequest = {}): Promise<void> {
  try {
    const authUrl = await requestAuthUrl({
      redirectUri: currentCallbackUrl(),
      isRegistration: false,
      ...request,
    });
    window.location.assign(authUrl);
  } catch (error) {
    console.error('Sign-in URL request failed', error);
    window.location.assign(providerFallbackPath());
  }
}
