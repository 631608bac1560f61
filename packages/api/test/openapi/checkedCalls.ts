import type { Response } from 'supertest';
import type { TestApp } from '../helpers/testApp.ts';
import type { Answer, documentedResponses } from './documentedResponses.ts';

/** What an area's calls get: the app, and requests whose answers are checked against the document. */
export interface Caller {
  t: TestApp;
  /** Sends the request; its answer is checked, and its operation counts as answered. */
  call(request: PromiseLike<Response>): Promise<Response>;
  /** Checks an answer that came another way (the browser's sign-in callback). */
  check(answer: Answer): void;
}

/** Makes an area's calls and answers every way their answers differ from the document. */
export async function mismatchesOf(
  documented: ReturnType<typeof documentedResponses>,
  t: TestApp,
  calls: (caller: Caller) => Promise<void>,
): Promise<string[]> {
  const mismatches: string[] = [];
  const check = (answer: Answer) => {
    const problem = documented.mismatch(answer);
    if (problem) mismatches.push(problem);
  };
  await calls({
    t,
    check,
    call: async (request) => {
      const response = await request;
      check(documented.of(response));
      return response;
    },
  });
  return mismatches;
}
