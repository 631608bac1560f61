import { queryOptions } from '@tanstack/react-query';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

// The account page's queries (its loader ensures them; its hooks read them).

/** GET /api/account: profile, two-factor and passkeys. */
export const accountQuery = () =>
  queryOptions({
    queryKey: queryKeys.account,
    queryFn: async () => (await loadContract()).accountResponseSchema.parse(await apiRequest('/api/account')),
  });

/** GET /api/account/sessions: where the account is signed in. */
export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.accountSessions,
    queryFn: async () =>
      (await loadContract()).sessionsResponseSchema.parse(await apiRequest('/api/account/sessions')).sessions,
  });

/** GET /api/account/activity: the last 50 sign-ins and failed attempts. */
export const accountActivityQuery = () =>
  queryOptions({
    queryKey: queryKeys.accountActivity,
    queryFn: async () =>
      (await loadContract()).activityResponseSchema.parse(await apiRequest('/api/account/activity')).events,
  });

/** GET /api/mailbox: the embedded mailbox's messages, newest first. */
export const mailboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.mailbox,
    queryFn: async () =>
      (await loadContract()).mailboxResponseSchema.parse(await apiRequest('/api/mailbox', { token: null }))
        .messages,
  });

/** GET /api/mailbox/:id: one message with both parts. */
export const mailboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.mailboxMessage(id),
    queryFn: async () =>
      (await loadContract()).mailboxMessageSchema.parse(
        await apiRequest(`/api/mailbox/${encodeURIComponent(id)}`, { token: null }),
      ),
  });
