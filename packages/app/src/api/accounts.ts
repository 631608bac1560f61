import { useMutation } from '@tanstack/react-query';
import type { CaptureLeadRequest, CreateAccountRequest } from '@winhub/api/contract';
import { callApi } from './callApi.ts';

/** POST /api/capture-lead: the answer is not read (docs/product/api-calls.md, "Calls"). */
export function useCaptureLead() {
  return useMutation({
    mutationFn: async (lead: CaptureLeadRequest) => {
      await callApi('captureLead', { body: lead });
    },
  });
}

/** POST /api/create-account → { token, user }. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (account: CreateAccountRequest) => callApi('createAccount', { body: account }),
  });
}
