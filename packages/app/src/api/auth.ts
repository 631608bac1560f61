import { useMutation } from '@tanstack/react-query';
import {
  type AuthCallbackRequest,
  type ServiceKey,
  serviceHandoffResponseSchema,
  sessionResponseSchema,
} from '@winhub/api/contract';
import { apiRequest } from './http.ts';

/** POST /api/auth/callback: completes the provider's code exchange with the whole query string. */
export async function completeAuthCallback(request: AuthCallbackRequest) {
  return sessionResponseSchema.parse(
    await apiRequest('/api/auth/callback', { method: 'POST', body: request, token: null }),
  );
}

/** POST /api/auth/service-handoff: a short-lived, single-use address into one service. */
export async function requestServiceHandoff(service: ServiceKey): Promise<string> {
  const answer = await apiRequest('/api/auth/service-handoff', { method: 'POST', body: { service } });
  return serviceHandoffResponseSchema.parse(answer).url;
}

export function useServiceHandoff() {
  return useMutation({ mutationFn: requestServiceHandoff });
}
