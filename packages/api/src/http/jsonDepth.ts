/** The deepest nesting of arrays and objects a JSON body may have: no request of the api needs more than a few. */
export const MAX_JSON_DEPTH = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the raw JSON text nests deeper than `max`, in one pass over its bytes (brackets inside strings
 * do not count), before it is parsed: a deep body costs the parser and every walk over it, so it is
 * refused before any of that work.
 */
export function nestsDeeperThan(json: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const byte = json[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** The body-parser `type` of a body refused by `nestsDeeperThan` (mapped to a 400 by the error handler). */
export const TOO_DEEP_TYPE = 'entity.too.deep';

/** express.json's `verify`: throws before parsing when the body nests too deep. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (nestsDeeperThan(body)) {
    throw Object.assign(new Error(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`), {
      type: TOO_DEEP_TYPE,
    });
  }
}
