import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/harness.ts';
import { RENAMED_MIGRATIONS } from './migrations/index.ts';
import { migrateToLatest, openDatabase, type TDatabase } from './index.ts';

/** A database that applied a migration under its old name migrates on under the new one. */
describe(`renamed migrations on ${testDialect}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-migrations-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let database: TDatabase;

  beforeAll(async () => {
    database = await openDatabase({
      dataDir,
      ...(testDialect === 'postgres'
        ? {
            databaseUrl: process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
            schema,
          }
        : {}),
    });
  });
  afterAll(async () => {
    if (database.dialect === 'postgres') await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
