import { queryOptions } from '@tanstack/react-query';
import { callApi } from './callApi.ts';
import { queryKeys } from './queryKeys.ts';

// The account page's queries (its loader ensures them; its hooks read them).

/** GET /api/account: profile, two-factor and passkeys. */
export const accountQuery = () =>
  queryOptions({
    queryKey: queryKeys.account,
    queryFn: () => callApi('account'),
  });

/** GET /api/account/sessions: where the account is signed in. */
export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.accountSessions,
    queryFn: async () => (await callApi('sessions')).sessions,
  });

/** GET /api/account/activity: the last 50 sign-ins and failed attempts. */
export const accountActivityQuery = () =>
  queryOptions({
    queryKey: queryKeys.accountActivity,
    queryFn: async () => (await callApi('activity')).events,
  });

/** GET /api/mailbox: the embedded mailbox's messages, newest first. */
export const mailboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.mailbox,
    queryFn: async () => (await callApi('mailbox')).messages,
  });

/** GET /api/mailbox/:id: one message with both parts. */
export const mailboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.mailboxMessage(id),
    queryFn: () => callApi('mailboxMessage', { params: { id } }),
  });
