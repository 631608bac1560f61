import type { AuthCallbackRequest, ServiceKey } from '@winhub/api/contract';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';

/**
 * POST /api/auth/callback: completes the provider's code exchange with the whole query string, or
 * accepts a handed-over token with the state of the sign-in this browser started.
 */
export async function completeAuthCallback(request: AuthCallbackRequest) {
  const answer = await apiRequest('/api/auth/callback', { method: 'POST', body: request, token: null });
  return (await loadContract()).callbackResponseSchema.parse(answer);
}

/** POST /api/auth/service-handoff: a short-lived, single-use address into one service. */
export async function requestServiceHandoff(service: ServiceKey): Promise<string> {
  const answer = await apiRequest('/api/auth/service-handoff', { method: 'POST', body: { service } });
  return (await loadContract()).serviceHandoffResponseSchema.parse(answer).url;
}
