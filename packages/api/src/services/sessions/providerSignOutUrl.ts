import { type AppConfig, appOrigins } from '../../config.ts';
import type { EndSessionRequest, EndSessionResponse } from '../../contract/auth.ts';
import { postLogoutUris } from '../../domain/appAddresses.ts';
import { invalid } from '../../domain/errors.ts';
import type { Identity } from '../../domain/ports/identity.ts';

/**
 * The provider's end-session address (RP-initiated logout), back to the home page of an app origin
 * (`appOrigin`'s unless the request names one).
 */
export async function providerSignOutUrl(
  deps: { config: AppConfig; identity: Pick<Identity, 'endSessionUrl'> },
  request: EndSessionRequest,
  appOrigin: string,
): Promise<EndSessionResponse> {
  const postLogoutRedirectUri = request.postLogoutRedirectUri ?? `${appOrigin}/`;
  if (!postLogoutUris(appOrigins(deps.config)).includes(postLogoutRedirectUri)) {
    throw invalid('redirect_uri_not_allowed', 'postLogoutRedirectUri is not an allowed WinHub address');
  }
  return {
    url: await deps.identity.endSessionUrl({ idTokenHint: request.idTokenHint, postLogoutRedirectUri }),
  };
}
