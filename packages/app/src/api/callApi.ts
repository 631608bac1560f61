import { type EndpointName, endpointRoutes } from '@winhub/api/contract/endpointRoutes';
import type { AnswerOf, endpointSchemas, RequestOf } from '@winhub/api/contract/endpoints';
import type { z } from 'zod';
import { apiFile, apiRequest } from './http.ts';
import { type QueryValues, searchString } from './searchString.ts';

/** The names of a path's parameters: `/api/mailbox/{id}` → `'id'`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type PathOf<N extends EndpointName> = (typeof endpointRoutes)[N]['path'];

/** A field a schema coerces from text takes `unknown`: the app sends it a number or a text. */
type QueryFields<Input> = { [K in keyof Input]: unknown extends Input[K] ? number | string : Input[K] };

/**
 * The query string endpoint `N` reads, as sent (`z.input` of its query schema, coerced fields as
 * numbers or texts), or `undefined` when it reads none.
 */
export type QueryOf<N extends EndpointName> = (typeof endpointSchemas)[N] extends {
  query: infer Q extends z.ZodObject;
}
  ? QueryFields<z.input<Q>>
  : undefined;

/**
 * What a call sends: the endpoint's body, path parameters and query when it has them, as the contract
 * types them (a query's fields all have defaults, so it may be left out).
 */
export type CallInput<N extends EndpointName> = (RequestOf<N> extends undefined
  ? { body?: undefined }
  : { body: RequestOf<N> }) &
  ([ParamNames<PathOf<N>>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamNames<PathOf<N>>, string> }) &
  (QueryOf<N> extends undefined ? { query?: undefined } : { query?: QueryOf<N> }) & {
    /**
     * The session token to send instead of the current one (a sign-out ends the token it names); to an
     * endpoint needing no session, the one to send (none unless named).
     */
    token?: string;
  };

type InputArgs<N extends EndpointName> =
  CallInput<N> extends { body: unknown } | { params: unknown } ? [CallInput<N>] : [CallInput<N>?];

/**
 * The answer as the contract types it. In production it is trusted, not parsed: the api's own
 * tests hold every answer to these schemas, and answers have no transforms (parsing would return
 * the same value), so the browser loads no schema code for them. In development and unit tests
 * each answer is parsed, so a drift shows at once.
 */
async function typedAnswer<N extends EndpointName>(name: N, answer: unknown): Promise<AnswerOf<N>> {
  if (!import.meta.env.DEV) return answer as AnswerOf<N>;
  const { endpointSchemas } = await import('@winhub/api/contract/endpoints');
  return endpointSchemas[name].answer.parse(answer) as AnswerOf<N>;
}

/** The endpoint's path with its parameters filled in and its query appended. */
export function endpointUrl<N extends EndpointName>(name: N, input: CallInput<N> | undefined): string {
  const params: Record<string, string> = input?.params ?? {};
  const path = endpointRoutes[name].path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  // QueryOf holds texts, numbers and booleans only
  return `${path}${searchString(input?.query as QueryValues | undefined)}`;
}

/**
 * Calls one endpoint of the api's table by name: its method and path come from the table, the
 * session's token goes only to endpoints that need one, and any non-OK status throws `HttpError`.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  ...[input]: InputArgs<N>
): Promise<AnswerOf<N>> {
  const route = endpointRoutes[name];
  const answer = await apiRequest(endpointUrl(name, input), {
    method: route.method,
    body: input?.body,
    // an endpoint needing no session gets a token only when the call names one (the invitation lookup)
    token: route.auth === 'session' ? input?.token : (input?.token ?? null),
  });
  return typedAnswer(name, answer);
}

/** The endpoints whose answer is a file, not JSON (`answer: 'csv'` in the table). */
type FileEndpointName = {
  [N in EndpointName]: (typeof endpointRoutes)[N] extends { answer: 'csv' } ? N : never;
}[EndpointName];

/** Calls an endpoint that answers a file (the activity's CSV): its content, for the browser to save. */
export async function downloadApi<N extends FileEndpointName>(
  name: N,
  ...[input]: InputArgs<N>
): Promise<Blob> {
  const route = endpointRoutes[name];
  return apiFile(endpointUrl(name, input), {
    method: route.method,
    token: route.auth === 'session' ? input?.token : null,
    accept: 'text/csv',
  });
}
