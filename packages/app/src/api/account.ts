import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendVerificationMail } from './account-recovery.ts';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** Mutations of the account page; each refreshes what it changed. */
export function useAccountActions() {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const post = (path: string, body?: unknown) => apiRequest(path, { method: 'POST', body });

  return {
    updateProfile: useMutation({
      mutationFn: (fullName: string) =>
        apiRequest('/api/account/profile', { method: 'PATCH', body: { fullName } }),
      onSuccess: () => refresh(queryKeys.account),
    }),
    changePassword: useMutation({
      mutationFn: (change: { currentPassword: string; newPassword: string }) =>
        post('/api/account/password', change),
      onSuccess: () => refresh(queryKeys.accountSessions),
    }),
    resendVerification: useMutation({ mutationFn: resendVerificationMail }),
    startTotp: useMutation({
      mutationFn: async () =>
        (await loadContract()).totpSetupResponseSchema.parse(await post('/api/account/totp/setup')),
    }),
    enableTotp: useMutation({
      mutationFn: async (code: string) =>
        (await loadContract()).recoveryCodesResponseSchema.parse(
          await post('/api/account/totp/enable', { code }),
        ).recoveryCodes,
      onSuccess: () => refresh(queryKeys.account),
    }),
    disableTotp: useMutation({
      mutationFn: (password: string) => post('/api/account/totp/disable', { password }),
      onSuccess: () => refresh(queryKeys.account),
    }),
    regenerateCodes: useMutation({
      mutationFn: async (password: string) =>
        (await loadContract()).recoveryCodesResponseSchema.parse(
          await post('/api/account/recovery-codes', { password }),
        ).recoveryCodes,
      onSuccess: () => refresh(queryKeys.account),
    }),
    addPasskey: useMutation({
      /** The api's options, the browser's ceremony (the device asks the person), then the api keeps the passkey. */
      mutationFn: async (name: string) => {
        const optionsJSON = (await post('/api/account/passkeys/options')) as Parameters<
          typeof startRegistration
        >[0]['optionsJSON'];
        const response = await startRegistration({ optionsJSON });
        return post('/api/account/passkeys', { name, response });
      },
      onSuccess: () => refresh(queryKeys.account),
    }),
    removePasskey: useMutation({
      mutationFn: ({ id, password }: { id: string; password: string }) =>
        post(`/api/account/passkeys/${encodeURIComponent(id)}/remove`, { password }),
      onSuccess: () => refresh(queryKeys.account),
    }),
    signOutSession: useMutation({
      mutationFn: (id: string) => post(`/api/account/sessions/${encodeURIComponent(id)}/sign-out`),
      onSuccess: () => refresh(queryKeys.accountSessions),
    }),
    signOutEverywhere: useMutation({ mutationFn: () => post('/api/account/sessions/sign-out-everywhere') }),
  };
}

export type AccountActions = ReturnType<typeof useAccountActions>;
