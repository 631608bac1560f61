import { queryOptions, useMutation } from '@tanstack/react-query';
import type { InvitationSignUpRequest } from '@winhub/api/contract';
import { callApi } from './callApi.ts';
import { queryKeys } from './queryKeys.ts';

/**
 * POST /api/invitations/lookup: which page the link opens. The session's token goes with it when there is
 * one, so the api can tell the invited person from someone signed in as another address.
 */
export const invitationLookupQuery = (token: string, sessionToken: string | null) =>
  queryOptions({
    queryKey: queryKeys.invitationLookup(token, sessionToken),
    queryFn: () =>
      callApi('invitationLookup', { body: { token }, ...(sessionToken ? { token: sessionToken } : {}) }),
  });

/** POST /api/invitations/accept: the signed-in person joins; the answer is their organizations. */
export const useAcceptInvitation = () =>
  useMutation({ mutationFn: (token: string) => callApi('invitationAccept', { body: { token } }) });

/** POST /api/invitations/sign-up: a new account with the invited address, signed in (`{ token, user }`). */
export const useInvitationSignUp = () =>
  useMutation({
    mutationFn: (request: InvitationSignUpRequest) => callApi('invitationSignUp', { body: request }),
  });
