import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@winhub/api/contract/endpoints';
import { resendVerificationMail } from './accountRecovery.ts';
import { callApi } from './callApi.ts';
import { HttpError } from './http.ts';
import { queryKeys } from './queryKeys.ts';

type PasskeyCreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** The api asks for the password before this change (a new sign-in factor): the app asks, then retries. */
export const isStepUpRequired = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 403 && error.apiCode === 'step_up_required';

/** Mutations of the account page; each refreshes what it changed. */
export function useAccountActions() {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  return {
    updateProfile: useMutation({
      mutationFn: (fullName: string) => callApi('profileUpdate', { body: { fullName } }),
      onSuccess: () => refresh(queryKeys.account),
    }),
    changePassword: useMutation({
      mutationFn: (change: { currentPassword: string; newPassword: string }) =>
        callApi('passwordChange', { body: change }),
      onSuccess: () => refresh(queryKeys.accountSessions),
    }),
    resendVerification: useMutation({ mutationFn: resendVerificationMail }),
    stepUp: useMutation({
      mutationFn: (password: string) => callApi('stepUp', { body: { password } }),
    }),
    startTotp: useMutation({
      mutationFn: () => callApi('totpSetup'),
    }),
    enableTotp: useMutation({
      mutationFn: async (code: string) => (await callApi('totpEnable', { body: { code } })).recoveryCodes,
      onSuccess: () => refresh(queryKeys.account),
    }),
    disableTotp: useMutation({
      mutationFn: (password: string) => callApi('totpDisable', { body: { password } }),
      onSuccess: () => refresh(queryKeys.account),
    }),
    regenerateCodes: useMutation({
      mutationFn: async (password: string) =>
        (await callApi('recoveryCodes', { body: { password } })).recoveryCodes,
      onSuccess: () => refresh(queryKeys.account),
    }),
    addPasskey: useMutation({
      /** The api's options, the browser's ceremony (the device asks the person), then the api keeps the passkey. */
      mutationFn: async (name: string) => {
        // the contract keeps WebAuthn's JSON loose (the api's WebAuthn library checks it): the browser
        // library's own types describe the same JSON
        const optionsJSON = (await callApi('passkeyOptions')) as unknown as PasskeyCreationOptions;
        const response = await startRegistration({ optionsJSON });
        return callApi('passkeyAdd', {
          body: { name, response: response as RequestOf<'passkeyAdd'>['response'] },
        });
      },
      onSuccess: () => refresh(queryKeys.account),
    }),
    removePasskey: useMutation({
      mutationFn: ({ id, password }: { id: string; password: string }) =>
        callApi('passkeyRemove', { params: { id }, body: { password } }),
      onSuccess: () => refresh(queryKeys.account),
    }),
    signOutSession: useMutation({
      mutationFn: (id: string) => callApi('sessionSignOut', { params: { id } }),
      onSuccess: () => refresh(queryKeys.accountSessions),
    }),
    signOutEverywhere: useMutation({ mutationFn: () => callApi('signOutEverywhere') }),
  };
}

export type AccountActions = ReturnType<typeof useAccountActions>;
