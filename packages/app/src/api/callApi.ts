import { type EndpointName, endpointRoutes } from '@winhub/api/contract/endpointRoutes';
import type { AnswerOf, RequestOf } from '@winhub/api/contract/endpoints';
import { apiRequest } from './http.ts';

/** The names of a path's parameters: `/api/mailbox/{id}` → `'id'`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type PathOf<N extends EndpointName> = (typeof endpointRoutes)[N]['path'];

/** What a call sends: the endpoint's body and path parameters when it has them, as the contract types them. */
export type CallInput<N extends EndpointName> = (RequestOf<N> extends undefined
  ? { body?: undefined }
  : { body: RequestOf<N> }) &
  ([ParamNames<PathOf<N>>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamNames<PathOf<N>>, string> }) & {
    /** The session token to send instead of the current one (a sign-out ends the token it names). */
    token?: string;
  };

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

/**
 * Calls one endpoint of the api's table by name: its method and path come from the table, the
 * session's token goes only to endpoints that need one, and any non-OK status throws `HttpError`.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  ...[input]: CallInput<N> extends { body: unknown } | { params: unknown } ? [CallInput<N>] : [CallInput<N>?]
): Promise<AnswerOf<N>> {
  const route = endpointRoutes[name];
  const params: Record<string, string> = input?.params ?? {};
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const answer = await apiRequest(path, {
    method: route.method,
    body: input?.body,
    token: route.auth === 'session' ? input?.token : null,
  });
  return typedAnswer(name, answer);
}
