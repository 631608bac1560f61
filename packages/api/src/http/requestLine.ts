import pino from 'pino';
import type { Logger } from '../logger.ts';

/** What one request's log line says: which request, what was asked, its status and time (ms). */
export interface RequestLineFields {
  id: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
}

const MESSAGES = {
  debug: 'request aborted',
  info: 'request completed',
  error: 'request errored',
} as const;
type LineLevel = keyof typeof MESSAGES;

export type WriteRequestLine = (level: LineLevel, fields: RequestLineFields) => void;

const asObject = (fields: RequestLineFields) => ({
  req: { id: fields.id, method: fields.method, url: fields.url },
  res: { statusCode: fields.statusCode },
  responseTime: fields.responseTime,
});

/** The fields as the members of a JSON object, as pino serializes `asObject`'s. */
const asMembers = (fields: RequestLineFields) =>
  `"req":{"id":${JSON.stringify(fields.id)},"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)}},"res":{"statusCode":${fields.statusCode}},"responseTime":${fields.responseTime}`;

const { asJsonSym, chindingsSym, hooksSym, lsCacheSym, mixinSym, needsMetadataGsym, streamSym, timeSym } =
  pino.symbols;
type AsJson = (obj: object, msg: string, level: number, time: string) => string;

const SAMPLE_TIME = ',"time":0';
const SAMPLE: RequestLineFields = {
  id: 'sample-1',
  method: 'GET',
  url: '/a"b\\c\u0001é',
  statusCode: 200,
  responseTime: 3,
};

/**
 * The line written straight to the logger's destination, the rest of it (level, time, bindings, message)
 * as pino writes it: pino's walk over the fields of every line costs several times the line itself. Used
 * only when the logger's own serialization of a sample line gives exactly the same text and nothing
 * else touches a line on its way (a mixin such as tracing's ids, hooks, a prefix, a multistream); null
 * otherwise.
 */
function handBuilt(lines: Logger): WriteRequestLine | null {
  const internals = lines as unknown as Record<symbol, unknown>;
  const hooks = internals[hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const stream = internals[streamSym] as pino.DestinationStream & Record<symbol, unknown>;
  const asJson = internals[asJsonSym] as AsJson;
  const time = internals[timeSym] as () => string;
  const chindings = internals[chindingsSym];
  const levelHeads = internals[lsCacheSym] as Record<number, string> | undefined;
  if (
    internals[mixinSym] ||
    hooks?.logMethod ||
    hooks?.streamWrite ||
    lines.msgPrefix !== undefined ||
    stream?.[needsMetadataGsym] === true ||
    typeof asJson !== 'function' ||
    typeof time !== 'function' ||
    typeof chindings !== 'string'
  ) {
    return null;
  }
  const parts = {} as Record<LineLevel, { head: string; tail: string }>;
  for (const level of Object.keys(MESSAGES) as LineLevel[]) {
    const value = lines.levels.values[level] ?? Number.NaN;
    const head = `${levelHeads?.[value]}`;
    const start = `${head}${SAMPLE_TIME}${chindings}`;
    const bare = asJson.call(lines, {}, MESSAGES[level], value, SAMPLE_TIME);
    if (!bare.startsWith(start)) return null;
    const tail = bare.slice(start.length);
    const sample = asJson.call(lines, asObject(SAMPLE), MESSAGES[level], value, SAMPLE_TIME);
    if (sample !== `${start},${asMembers(SAMPLE)}${tail}`) return null;
    parts[level] = { head, tail };
  }
  return (level, fields) => {
    if (!lines.isLevelEnabled(level)) return;
    const { head, tail } = parts[level];
    stream.write(`${head}${time()}${chindings},${asMembers(fields)}${tail}`);
  };
}

/**
 * Writes each request's line (`request completed`, `request errored` for a 5xx, `request aborted` at
 * debug) through `logger`, a JSON line with the same fields and levels whichever way it is written. The
 * line holds no header, body or query string, so it skips the redaction other lines pay for.
 */
export function requestLineWriter(logger: Logger): WriteRequestLine {
  const lines = logger.child({}, { redact: [] });
  return handBuilt(lines) ?? ((level, fields) => lines[level](asObject(fields), MESSAGES[level]));
}
