// Offline replacement for `prisma migrate dev|deploy` / `prisma db push` / `prisma migrate diff`.
// Prisma 7.10 CLI only spawns the native schema-engine binary, which it downloads from
// Prisma's binary host (unreachable here). This drives the official WASM build of the same
// schema engine (@prisma/schema-engine-wasm) through a Prisma driver adapter instead.
//
// Usage (tsx scripts/schema-engine.ts <cmd> [args]):
//   diff          print SQL: empty database -> prisma/schema.prisma
//   dev <name>    like `prisma migrate dev --create-only --name <name>` (then `prisma generate`): replays prisma/migrations on
//                 a throwaway in-memory PGlite (the shadow DB) and diffs it against schema.prisma
//   deploy        like `prisma migrate deploy` (writes Prisma's own _prisma_migrations table)
//   push          like `prisma db push` (PGlite only: against real Postgres via @prisma/adapter-pg the
//                 WASM engine's introspection fails with "Column type 'char' could not be deserialized")
//   status        like `prisma migrate status` (diagnoseMigrationHistory)
// Target DB: DATABASE_URL (postgres://...) -> @prisma/adapter-pg; otherwise PGlite in DATA_DIR/pglite
// (DATA_DIR defaults to `.data/` at the repository root, like the server).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = path.join(root, 'prisma', 'schema.prisma');
const migrationsDir = path.join(root, 'prisma', 'migrations');

interface SchemaEngineInstance {
  diff(input: object): Promise<{ stdout: string }>;
  applyMigrations(input: object): Promise<{ appliedMigrationNames: string[] }>;
  schemaPush(input: object): Promise<unknown>;
  diagnoseMigrationHistory(input: object): Promise<unknown>;
}
interface SchemaEngineFactory {
  new: (
    opts: { datamodels: [string, string][] | undefined },
    log: (msg: string) => void,
    adapter: object,
  ) => Promise<SchemaEngineInstance>;
}
interface WasmRuntime {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: SchemaEngineFactory;
}

async function loadSchemaEngine(): Promise<SchemaEngineFactory> {
  const bgUrl = import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const runtime = (await import(bgUrl)) as WasmRuntime;
  const wasmBytes = await fs.readFile(new URL('./schema_engine_bg.wasm', bgUrl));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(wasmBytes), {
    './schema_engine_bg.js': runtime as unknown as WebAssembly.ModuleImports,
  });
  runtime.__wbg_set_wasm(instance.exports);
  (instance.exports as unknown as { __wbindgen_start(): void }).__wbindgen_start();
  return runtime.SchemaEngine;
}

async function makeAdapterFactory(): Promise<{
  factory: SqlMigrationAwareDriverAdapterFactory;
  close: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:/.test(url)) {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    return {
      factory: new PrismaPg({ connectionString: url }) as unknown as SqlMigrationAwareDriverAdapterFactory,
      close: async () => {},
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  // same place as the server: DATA_DIR (default `.data/` at the repository root), its `pglite` folder
  const dataDir = path.join(
    path.resolve(process.env.DATA_DIR || path.join(root, '..', '..', '.data')),
    'pglite',
  );
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pg = new PGlite(dataDir);
  return {
    factory: new PrismaPGlite(pg) as unknown as SqlMigrationAwareDriverAdapterFactory,
    close: () => pg.close(),
  };
}

async function listMigrations() {
  const lockfileName = 'migration_lock.toml';
  const lockContent = await fs.readFile(path.join(migrationsDir, lockfileName), 'utf8').catch(() => null);
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = [];
  for (const e of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const content = await fs
      .readFile(path.join(migrationsDir, e.name, 'migration.sql'), 'utf8')
      .then((value) => ({ tag: 'ok' as const, value }))
      .catch((err) => ({ tag: 'error' as const, value: String(err.message) }));
    dirs.push({ path: e.name, migrationFile: { path: 'migration.sql', content } });
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockfileName, content: lockContent },
    migrationDirectories: dirs,
    shadowDbInitScript: '',
  };
}

const filters = { externalTables: [], externalEnums: [] };

function regenerateClient() {
  execFileSync('pnpm', ['exec', 'prisma', 'generate'], { cwd: root, stdio: 'inherit' });
}

async function main() {
  const [cmd, arg] = process.argv.slice(2);
  const schemaContent = await fs.readFile(schemaPath, 'utf8');
  const schema = { files: [{ path: schemaPath, content: schemaContent }] };

  const SchemaEngine = await loadSchemaEngine();
  const { factory, close } = await makeAdapterFactory();
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, schemaContent]] },
    (msg: string) => process.env.DEBUG_SCHEMA_ENGINE && console.error('[schema-engine]', msg),
    bound,
  );
  try {
    switch (cmd) {
      case 'diff': {
        const r = await engine.diff({
          from: { tag: 'empty' },
          to: { tag: 'schemaDatamodel', ...schema },
          script: true,
          exitCode: null,
          filters,
        });
        console.log(r);
        break;
      }
      case 'dev': {
        // The WASM engine's createMigration needs a Postgres shadow DB it cannot create itself
        // ("PostgreSQL shadow DB must be provided through an external factory"), so do what
        // `migrate dev --create-only` does by hand: replay the existing migrations on a throwaway
        // in-memory PGlite, then diff that database against schema.prisma.
        const migrationsList = await listMigrations();
        const { PGlite } = await import('@electric-sql/pglite');
        const { PrismaPGlite } = await import('pglite-prisma-adapter');
        const shadowPg = new PGlite();
        const shadow = await SchemaEngine.new(
          { datamodels: [[schemaPath, schemaContent]] },
          () => {},
          bindMigrationAwareSqlAdapterFactory(
            new PrismaPGlite(shadowPg) as unknown as SqlMigrationAwareDriverAdapterFactory,
          ),
        );
        if (migrationsList.migrationDirectories.length) {
          await shadow.applyMigrations({ migrationsList, filters });
        }
        const diff = await shadow.diff({
          from: { tag: 'schemaDatasource', ...schema, configDir: root },
          to: { tag: 'schemaDatamodel', ...schema },
          script: true,
          exitCode: null,
          filters,
        });
        await shadowPg.close();
        // The schema changed (or is about to get its migration): the generated client must follow.
        regenerateClient();
        const script: string = diff.stdout;
        if (!script.trim() || /^-- This is an empty migration\.?\s*$/.test(script.trim())) {
          console.log('No schema changes; nothing to create.');
          break;
        }
        const ts = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
        const name = `${ts}_${(arg ?? 'migration').replace(/[^A-Za-z0-9_]/g, '_')}`;
        const dir = path.join(migrationsDir, name);
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, 'migration.sql'), script);
        await fs.writeFile(
          path.join(migrationsDir, 'migration_lock.toml'),
          '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
        );
        console.log(`Created ${path.relative(root, dir)}/migration.sql`);
        break;
      }
      case 'deploy': {
        const out = await engine.applyMigrations({ migrationsList: await listMigrations(), filters });
        console.log(
          out.appliedMigrationNames.length
            ? `Applied: ${out.appliedMigrationNames.join(', ')}`
            : 'No pending migrations to apply.',
        );
        break;
      }
      case 'push': {
        const out = await engine.schemaPush({ force: false, schema, filters });
        console.log(out);
        break;
      }
      case 'status': {
        const out = await engine.diagnoseMigrationHistory({
          migrationsList: await listMigrations(),
          optInToShadowDatabase: false,
          filters,
        });
        console.log(JSON.stringify(out, null, 2));
        break;
      }
      default:
        console.error('usage: schema-engine.ts diff|dev <name>|deploy|push|status');
        process.exitCode = 2;
    }
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0), // pg pools opened by the engine are not disposed by it
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
