import type { AuthCallbackRequest, ServiceKey } from '@winhub/api/contract';
import { callApi } from './callApi.ts';

/**
 * POST /api/auth/callback: completes the provider's code exchange with the whole query string, or
 * accepts a handed-over token with the state of the sign-in this browser started.
 */
export const completeAuthCallback = (request: AuthCallbackRequest) =>
  callApi('authCallback', { body: request });

/** POST /api/auth/service-handoff: a short-lived, single-use address into one service. */
export async function requestServiceHandoff(service: ServiceKey): Promise<string> {
  return (await callApi('serviceHandoff', { body: { service } })).url;
}
