import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const migrations = new URL('../../prisma/migrations/', import.meta.url);
const TEAMS = '20261127013812_teams';

// The teams migration on a database made before it: every person stays admin or member of the organization
// they had, their sessions and service sessions work in it, their permissions stay theirs.
describe.skipIf(!process.env.DATABASE_URL)('the teams migration', () => {
  it('turns users.organizationId and users.role into memberships', async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const schema = `mig_${randomBytes(6).toString('hex')}`;
    try {
      await client.query(`CREATE SCHEMA "${schema}"; SET search_path TO "${schema}"`);
      const names = (await readdir(migrations, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      for (const name of names.filter((name) => name < TEAMS)) {
        await client.query(await readFile(new URL(`${name}/migration.sql`, migrations), 'utf8'));
      }
      await client.query(`
        INSERT INTO organizations (id, name, "databaseSchema", "updatedAt") VALUES ('o1', 'Org', 's1', now());
        INSERT INTO users (id, "organizationId", username, email, "fullName", role)
          VALUES ('u1', 'o1', 'a', 'a@example.com', 'A', 'admin'), ('u2', 'o1', 'b', 'b@example.com', 'B', 'member');
        INSERT INTO user_permissions (id, "userId", "organizationId", "canSellAsCompany") VALUES ('p1', 'u2', 'o1', true);
        INSERT INTO sessions (id, "userId", method) VALUES ('s1', 'u2', 'password');
        INSERT INTO service_sessions ("sessionId", service) VALUES ('s1', 'erp');`);
      await client.query(await readFile(new URL(`${TEAMS}/migration.sql`, migrations), 'utf8'));

      const memberships = await client.query(
        'SELECT "organizationId", "userId", role FROM memberships ORDER BY "userId"',
      );
      expect(memberships.rows).toEqual([
        { organizationId: 'o1', userId: 'u1', role: 'admin' },
        { organizationId: 'o1', userId: 'u2', role: 'member' },
      ]);
      expect((await client.query('SELECT "organizationId" FROM sessions')).rows).toEqual([
        { organizationId: 'o1' },
      ]);
      expect((await client.query('SELECT "organizationId" FROM service_sessions')).rows).toEqual([
        { organizationId: 'o1' },
      ]);
      expect((await client.query('SELECT "userId", "canSellAsCompany" FROM user_permissions')).rows).toEqual([
        { userId: 'u2', canSellAsCompany: true },
      ]);
      const columns = await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'users'`,
        [schema],
      );
      expect(columns.rows.map((row) => row.column_name)).not.toContain('organizationId');
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
});
