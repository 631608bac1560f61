import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDatabase } from '../helpers/migrationDatabase.ts';

const SEARCH_KEYS = '20261127160000_member_search_keys';

let db: MigrationDatabase;
beforeAll(async () => {
  db = await databaseBefore(SEARCH_KEYS);
});
afterAll(() => db.close());

// The search keys' migration on a database made before it: the memberships there get their person's
// address, and from then on both keys follow the people (the Team tab's order and search read them).
describe('the member search keys migration', () => {
  it("fills the memberships' address key, and the keys follow each change of a person", async () => {
    await db.query(`
      INSERT INTO organizations (id, name, "databaseSchema", "updatedAt") VALUES ('o1', 'Org', 's1', now());
      INSERT INTO users (id, username, email, "fullName")
        VALUES ('u1', 'a', 'Ana@Example.com', 'Ana Lima'), ('u2', 'b', 'bo@example.com', 'Bo');
      INSERT INTO memberships (id, "organizationId", "userId") VALUES ('m1', 'o1', 'u1');`);
    await db.migrate(SEARCH_KEYS);
    const keys = () => db.query('SELECT id, "nameKey", "emailKey" FROM memberships ORDER BY id');
    expect(await keys()).toEqual([{ id: 'm1', nameKey: 'ana lima', emailKey: 'ana@example.com' }]);

    await db.query(`
      UPDATE users SET email = 'Ana.Lima@example.org' WHERE id = 'u1';
      UPDATE users SET "fullName" = 'Bo Costa' WHERE id = 'u2';
      INSERT INTO memberships (id, "organizationId", "userId") VALUES ('m2', 'o1', 'u2');
      UPDATE memberships SET "nameKey" = 'written', "emailKey" = 'by hand' WHERE id = 'm2';`);
    expect(await keys()).toEqual([
      { id: 'm1', nameKey: 'ana lima', emailKey: 'ana.lima@example.org' },
      { id: 'm2', nameKey: 'bo costa', emailKey: 'bo@example.com' },
    ]);
  });
});
