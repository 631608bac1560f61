import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { createApiDocument } from '../../src/openapi/document.ts';

type Document = ReturnType<typeof createApiDocument>;

export interface Answer {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** JSON Pointer escaping for a `$ref` into the document. */
const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks answers against the OpenAPI document: the operation and its status must be described,
 * and the body must match the described schema. Records which operations were answered.
 */
export function documentedResponses(document: Document = createApiDocument()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const answered = new Set<string>();

  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
  );

  const templates = Object.keys(document.paths ?? {}).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  /** The document's path for an actual one (`/api/x/abc/remove` → `/api/x/{id}/remove`). */
  const templateOf = (actual: string) =>
    document.paths?.[actual]
      ? actual
      : (templates.find(({ pattern }) => pattern.test(actual))?.template ?? actual);

  /** Why the answer is not what the document describes, or null when it is. */
  function mismatch({ method, path: actual, status, body }: Answer): string | null {
    const path = templateOf(actual);
    const operation = document.paths?.[path]?.[method.toLowerCase() as 'get'];
    if (!operation) return `${method} ${path} is not in the document`;
    const described = operation.responses?.[String(status)];
    if (!described) return `${method} ${path} answered ${status}, which the document does not list`;
    answered.add(`${method.toUpperCase()} ${path}`);
    // an answer that is not JSON (the activity's text/csv) is checked by its own test
    if (!(described as { content?: Record<string, unknown> }).content?.['application/json']) return null;
    const ref = `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    if (validate(body)) return null;
    return `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`;
  }

  return {
    mismatch,
    /** The answer as supertest received it. */
    of: (response: Response): Answer => {
      const request = (response as Response & { req: { method: string; path: string } }).req;
      return {
        method: request.method,
        path: new URL(request.path, 'http://localhost').pathname,
        status: response.status,
        body: response.body,
      };
    },
    unanswered: () => operations.filter((operation) => !answered.has(operation)),
  };
}
