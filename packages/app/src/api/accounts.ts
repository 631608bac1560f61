import { useMutation } from '@tanstack/react-query';
import type { CaptureLeadRequest, CreateAccountRequest } from '@winhub/api/contract';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';

/** POST /api/capture-lead: the answer is not read (spec §7). */
export function useCaptureLead() {
  return useMutation({
    mutationFn: async (lead: CaptureLeadRequest) => {
      await apiRequest('/api/capture-lead', { method: 'POST', body: lead, token: null });
    },
  });
}

/** POST /api/create-account → { token, user }. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async (account: CreateAccountRequest) => {
      const answer = await apiRequest('/api/create-account', { method: 'POST', body: account, token: null });
      return (await loadContract()).sessionResponseSchema.parse(answer);
    },
  });
}
