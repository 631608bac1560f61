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
  return pino(options, linesPerTurn(pino.destination({ dest: process.stdout.fd, sync: false })));
}

/** What each logger's turn still holds, written out when the process exits (one listener for all). */
const writtenAtExit = new Set<() => void>();
let exitListened = false;

/**
 * The lines logged in one turn of the event loop go to `stream` together, as one asynchronous write at
 * the turn's end: under load that is one write per turn instead of one thread-pool write per request, and
 * no line waits longer than its turn. What a turn still holds when the process exits is written then.
 */
function linesPerTurn(stream: ReturnType<typeof pino.destination>): pino.DestinationStream {
  let held = '';
  const writeHeld = () => {
    const lines = held;
    held = '';
    stream.write(lines);
  };
  writtenAtExit.add(() => {
    if (held === '') return;
    writeHeld();
    stream.flushSync();
  });
  if (!exitListened) {
    exitListened = true;
    process.once('exit', () => {
      for (const write of writtenAtExit) write();
    });
  }
  return {
    write(line: string) {
      if (held === '') setImmediate(writeHeld);
      held += line;
    },
  };
}
