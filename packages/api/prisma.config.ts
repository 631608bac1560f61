import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma 7's CLI checks for (and would download) the native schema engine before `generate`.
// Offline that fails, so point the check at an existing file: `generate` never executes it.
// Migrations run through scripts/schema-engine.ts (the official WASM engine) instead.
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && process.env.PRISMA_NATIVE_ENGINE !== '1') {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve('package.json');
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    // Read only by CLI commands that talk to a database; the server passes a driver adapter.
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/winhub',
  },
});
