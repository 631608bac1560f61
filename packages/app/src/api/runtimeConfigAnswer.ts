import type { AnswerOf } from '@winhub/api/contract/endpoints';
import { callApi } from './callApi.ts';

let answer: Promise<AnswerOf<'config'>> | null = null;

/**
 * GET /api/config, asked once per page load: the install's config does not change while a page is open,
 * and both the first screen (noteBusinessDomain) and the query cache read it. A failed request is asked
 * again by the next call. Kept out of `config.ts` so that the entry gets it without the query library.
 */
export function runtimeConfigAnswer(): Promise<AnswerOf<'config'>> {
  answer ??= callApi('config').catch((error: unknown) => {
    answer = null;
    throw error;
  });
  return answer;
}
