import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../../test/harness.ts';
import { RENAMED_MIGRATIONS } from './migrations/index.ts';
import { migrateToLatest, type TDatabase } from './index.ts';

/** A database that applied a migration under its old name migrates on under the new one. */
describe(`renamed migrations on ${testDialect}`, () => {
  let database: TDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const recordedNames = async () =>
    (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)
    ).rows.map((r) => r.name);

  it('rewrites the old record before migrating, and runs nothing twice', async () => {
    const applied = await migrateToLatest(database);
    expect(applied.length).toBeGreaterThan(20);
    for (const [before, now] of Object.entries(RENAMED_MIGRATIONS)) {
      await sql`update kysely_migration set name = ${before} where name = ${now}`.execute(database.db);
    }
    expect(await recordedNames()).toContain('0006-shell');

    expect(await migrateToLatest(database)).toEqual([]);
    const names = await recordedNames();
    expect(names).toContain('0006-areas-tips-search');
    expect(names).not.toContain('0006-shell');
    expect(names).toEqual([...applied].sort());
  });
});
