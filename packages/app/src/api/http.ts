/**
 * An HTTP failure; the message is "{status}: {body or statusText}"
 * (docs/product/api-calls.md, "How the app calls").
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  /** The `message` of the api's `{ error: { code, message } }` body, when it has one. */
  get apiMessage(): string | null {
    return this.apiErrorField('message');
  }

  /** The `code` of the api's `{ error: { code, message } }` body (`token_expired`…), when it has one. */
  get apiCode(): string | null {
    return this.apiErrorField('code');
  }

  private apiErrorField(field: 'code' | 'message'): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
      const { error } = parsed;
      if (typeof error === 'object' && error !== null && field in error) {
        const value = (error as Record<string, unknown>)[field];
        return typeof value === 'string' ? value : null;
      }
      return null;
    } catch {
      return null;
    }
  }
}

let bearerSource: () => string | null = () => null;

/** Where signed-in calls take their bearer token from: the session's owner says so once, at start. */
export function setBearerSource(source: () => string | null): void {
  bearerSource = source;
}

/**
 * The api's refusals that no page handles on its own, each sending the person to a page of its own: an
 * organization requiring a second factor they have not set up (403 `second_factor_required`), or no
 * organization at all (403 `no_organization`: removed from their last, they may accept a new invitation).
 */
export const PAGE_REFUSALS = ['second_factor_required', 'no_organization'] as const;
export type PageRefusal = (typeof PAGE_REFUSALS)[number];

const isPageRefusal = (code: string | null): code is PageRefusal =>
  (PAGE_REFUSALS as readonly (string | null)[]).includes(code);

/**
 * Told a page refusal and the path of the page shown when its request was sent (null outside a
 * browser): a request sent before the person went to another page does not speak for that page.
 */
export type PageRefusalHandler = (refusal: PageRefusal, askedOn: string | null) => void;

let onPageRefusal: PageRefusalHandler = () => {};

/** What happens on a page refusal: the entry sends the person to its page (main.tsx). */
export function setPageRefusalHandler(handler: PageRefusalHandler): void {
  onPageRefusal = handler;
}

const shownPath = () => globalThis.location?.pathname ?? null;

/** The failure of a call sent on `askedOn`, told to the page-refusal handler when it is one of those. */
async function failure(response: Response, askedOn: string | null): Promise<HttpError> {
  const error = new HttpError(response.status, response.statusText, await response.text());
  const code = error.apiCode;
  if (error.status === 403 && isPageRefusal(code)) onPageRefusal(code, askedOn);
  return error;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Overrides the stored session token (e.g. the one being validated). */
  token?: string | null;
  /** What the answer should be (JSON unless said). */
  accept?: string;
};

async function send(
  path: string,
  { method = 'GET', body, token, accept = 'application/json' }: RequestOptions,
): Promise<Response> {
  const bearer = token === undefined ? bearerSource() : token;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** Sends a request; a non-OK answer throws an `HttpError`, naming the page shown when it was sent. */
async function okResponse(path: string, options: RequestOptions): Promise<Response> {
  const askedOn = shownPath();
  const response = await send(path, options);
  if (!response.ok) throw await failure(response, askedOn);
  return response;
}

/** Sends a request with credentials; any non-OK status throws an `HttpError`. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return readJson(await okResponse(path, options));
}

/** Sends a request whose answer is a file (a CSV attachment); any non-OK status throws an `HttpError`. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await okResponse(path, options)).blob();
}

/** What the person reads when a call fails: the api's message, else a plain sentence. */
export const failureMessage = (error: unknown) =>
  (error instanceof HttpError && error.apiMessage) || 'Something went wrong. Please try again.';
