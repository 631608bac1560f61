// OpenTelemetry for WinHub, loaded before the server when OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: `pnpm start` imports it first; by hand,
// `node --import ./packages/api/dist/tracing.js packages/api/dist/main.js`. HTTP, Express, PostgreSQL
// (pg), Prisma and outbound fetch spans, exported over OTLP/HTTP; only the standard OTEL_* variables
// configure it (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER…).
import { register } from 'node:module';

// ESM imports (express, pg… as the bundle imports them) are patched through import-in-the-middle's hook
register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

const [{ NodeSDK }, { OTLPTraceExporter }, http, express, pg, undici, { PrismaInstrumentation }] =
  await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
    import('@prisma/instrumentation'),
  ]);

process.env.OTEL_SERVICE_NAME ??= 'winhub';
const sdk = new NodeSDK({
  traceExporter: new OTLPTraceExporter(),
  instrumentations: [
    new http.HttpInstrumentation(),
    new express.ExpressInstrumentation(),
    new pg.PgInstrumentation(),
    new undici.UndiciInstrumentation(),
    new PrismaInstrumentation(),
  ],
});
sdk.start();

// the spans of the last requests leave before the process does
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void sdk.shutdown().catch(() => {}));
}
