import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDatabase } from '../helpers/migrationDatabase.ts';

const TEAMS = '20261127013812_teams';

// The teams migration on a database made before it: every person stays admin or member of the organization
// they had, their sessions and service sessions work in it, their permissions stay theirs.
describe.skipIf(!process.env.DATABASE_URL)('the teams migration', () => {
  let db: MigrationDatabase;
  beforeAll(async () => {
    db = await databaseBefore(TEAMS);
  });
  afterAll(() => db.close());

  it('turns users.organizationId and users.role into memberships', async () => {
    await db.query(`
      INSERT INTO organizations (id, name, "databaseSchema", "updatedAt") VALUES ('o1', 'Org', 's1', now());
      INSERT INTO users (id, "organizationId", username, email, "fullName", role)
        VALUES ('u1', 'o1', 'a', 'a@example.com', 'A', 'admin'), ('u2', 'o1', 'b', 'b@example.com', 'B', 'member');
      INSERT INTO user_permissions (id, "userId", "organizationId", "canSellAsCompany") VALUES ('p1', 'u2', 'o1', true);
      INSERT INTO sessions (id, "userId", method) VALUES ('s1', 'u2', 'password');
      INSERT INTO service_sessions ("sessionId", service) VALUES ('s1', 'erp');`);
    await db.migrate(TEAMS);

    expect(
      await db.query('SELECT "organizationId", "userId", role FROM memberships ORDER BY "userId"'),
    ).toEqual([
      { organizationId: 'o1', userId: 'u1', role: 'admin' },
      { organizationId: 'o1', userId: 'u2', role: 'member' },
    ]);
    expect(await db.query('SELECT "organizationId" FROM sessions')).toEqual([{ organizationId: 'o1' }]);
    expect(await db.query('SELECT "organizationId" FROM service_sessions')).toEqual([
      { organizationId: 'o1' },
    ]);
    expect(await db.query('SELECT "userId", "canSellAsCompany" FROM user_permissions')).toEqual([
      { userId: 'u2', canSellAsCompany: true },
    ]);
    const columns = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users'`,
    );
    expect(columns.map((row) => row.column_name)).not.toContain('organizationId');
  });
});
