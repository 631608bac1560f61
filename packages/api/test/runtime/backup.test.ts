import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../src/backup/embeddedBackup.ts';
import { copyToPostgres } from '../../src/backup/moveToPostgres.ts';
import { createDb, type Db } from '../../src/db.ts';
import { seedDemoData } from '../../src/demoData.ts';
import { createOperatorRouter } from '../../src/routes/operator.ts';
import { migratedDataDir } from '../helpers/dataDir.ts';
import { isolatedPostgres } from '../helpers/testApp.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = migratedDataDir('winhub-backup-');
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What a comparison looks at: every person, organization, lead and invoice, as rows. */
async function contents(db: Db) {
  const [users, organizations, leads, invoices] = await Promise.all([
    db.query('SELECT id, email, "fullName", password FROM users ORDER BY id'),
    db.query('SELECT id, name, "subscriptionType" FROM organizations ORDER BY id'),
    db.query('SELECT id, email FROM leads ORDER BY id'),
    db.query('SELECT id, amount, status FROM invoices ORDER BY id'),
  ]);
  return { users, organizations, leads, invoices };
}

const addLead = (db: Db, email: string) =>
  db.prisma.lead.create({ data: { name: 'After the backup', email, businessType: 'startup' } });

describe('backup and restore of the embedded database', () => {
  it('copies it while it is in use (through the operator route), and restores exactly that copy', async () => {
    const dir = dataDir();
    let db = await createDb({ dataDir: dir });
    await seedDemoData(db.prisma);
    const seeded = await contents(db);
    expect(seeded.users.length).toBeGreaterThan(0);

    const app = express().use(
      createOperatorRouter('operator-token-for-the-test', {
        dump: () => db.dump?.() ?? Promise.reject(new Error('no dump')),
        deactivate: async () => null,
        serviceConnections: () => [],
      }),
    );
    expect((await request(app).post('/operator/backup')).status).toBe(401);
    const answer = await request(app)
      .post('/operator/backup')
      .set('Authorization', 'Bearer operator-token-for-the-test')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/gzip');
    const backup = new Blob([new Uint8Array(answer.body as Buffer)]);

    await addLead(db, 'written-after@example.com');
    expect((await contents(db)).leads).toHaveLength(seeded.leads.length + 1);
    await db.close();

    const { keptAs } = await restoreDatabase(dir, backup);
    expect(keptAs && readdirSync(dir)).toContain(path.basename(keptAs ?? ''));
    db = await createDb({ dataDir: dir });
    try {
      expect(await contents(db)).toEqual(seeded);
    } finally {
      await db.close();
    }
  });

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const dir = dataDir();
    let db = await createDb({ dataDir: dir });
    await addLead(db, 'kept@example.com');
    const before = await contents(db);
    await db.close();
    await expect(restoreDatabase(dir, new Blob([randomBytes(2048)]))).rejects.toThrow(
      /could not be restored/,
    );
    db = await createDb({ dataDir: dir });
    try {
      expect(await contents(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('moving from the embedded database to PostgreSQL', () => {
  it('copies every row of every table, and PostgreSQL then serves them', async () => {
    const source = await createDb({ dataDir: dataDir() });
    await seedDemoData(source.prisma);
    await addLead(source, 'moved@example.com');
    const target = await isolatedPostgres();
    if (!target) throw new Error('DATABASE_URL is set');
    await (await createDb({ databaseUrl: target.url })).close();
    const schema = new URL(target.url).searchParams.get('schema') ?? 'public';
    const url = new URL(target.url);
    url.searchParams.delete('schema');
    const client = new pg.Client({ connectionString: url.toString(), options: `-c search_path="${schema}"` });
    await client.connect();
    try {
      const copied = await copyToPostgres(source.query, client);
      const tables = await source.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
      );
      expect(Object.keys(copied).sort()).toEqual(tables.map((row) => String(row.table_name)).sort());
      for (const [table, count] of Object.entries(copied)) {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${table}"`);
        expect({ table, rows: rows[0]?.n }).toEqual({ table, rows: count });
      }
      const moved = await createDb({ databaseUrl: target.url });
      try {
        expect(await contents(moved)).toEqual(await contents(source));
      } finally {
        await moved.close();
      }
      await expect(copyToPostgres(source.query, client)).rejects.toThrow(/already holds rows/);
    } finally {
      await client.end();
      await source.close();
      await target.drop();
    }
  });
});
