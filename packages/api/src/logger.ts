import { trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';

/** The standard variables that turn tracing on (observability/tracing.ts). */
export const tracingConfigured = () =>
  Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

export type { Logger } from 'pino';

/** Paths never written to the log: credentials, tokens and card data. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.id_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.clientSecret',
  '*.cardNumber',
  '*.number',
  '*.cvc',
  '*.cvv',
  '*.card',
];

/** `LOG_FORMAT=pretty` (set by `pnpm dev`): readable lines; never in production, where logs stay JSON. */
const prettyRequested = () => process.env.LOG_FORMAT === 'pretty' && process.env.NODE_ENV !== 'production';

/** With tracing on, each line names the trace and span it was written in (the request id's trace). */
function traceOfLine(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
}

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(tracingConfigured() ? { mixin: traceOfLine } : {}),
  };
  if (destination) return pino(options, destination);
  if (prettyRequested()) {
    const pretty = { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' };
    return pino({ ...options, transport: { target: 'pino-pretty', options: pretty } });
  }
  return pino(options, linesWrittenTogether(pino.destination({ dest: process.stdout.fd, sync: true })));
}

/** How long a logged line may wait for the lines after it before they are written together. */
const HOLD_MS = 10;
/** Held lines are written at once past this many characters, however young. */
const HOLD_CHARACTERS = 64 * 1024;

/** What each logger still holds, written out when the process exits (one listener for all). */
const writtenAtExit = new Set<() => void>();
let exitListened = false;

/**
 * The lines logged within HOLD_MS go to `stream` together, in one write: under load that is a hundred
 * writes a second instead of one thread-pool write per turn of the event loop (about one per request:
 * 6-15% of the server's busy CPU). The write is synchronous (pino's default), so what is still held when
 * the process exits (`exit` comes after process.exit, the SIGTERM shutdown and an uncaught exception too)
 * is written then, in order, with no asynchronous write left behind that the exit would cut off.
 */
function linesWrittenTogether(stream: pino.DestinationStream): pino.DestinationStream {
  let held = '';
  let timer: NodeJS.Timeout | null = null;
  const writeHeld = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const lines = held;
    held = '';
    stream.write(lines);
  };
  writtenAtExit.add(() => {
    if (held !== '') writeHeld();
  });
  if (!exitListened) {
    exitListened = true;
    process.once('exit', () => {
      for (const write of writtenAtExit) write();
    });
  }
  return {
    write(line: string) {
      held += line;
      if (held.length >= HOLD_CHARACTERS) writeHeld();
      // unref: a process with nothing else to do exits at once, writing what is held on its way out
      else timer ??= setTimeout(writeHeld, HOLD_MS).unref();
    },
  };
}
