/**
 * Opening and resetting the benchmark database. On SQLite the seed writes through the raw
 * `node:sqlite` handle (bulk inserts without Kysely's per-value compile), so this opens the file
 * the way `openDatabase` does but keeps the handle.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase, type DB, type TDatabase } from '../../packages/server/src/platform/db/index.ts';
import { openSqlite } from '../../packages/server/src/platform/db/sqlite.ts';
import type { TBenchConfig } from '../config.ts';

export type TBenchDatabase = TDatabase & {
  /** SQLite only: the raw handle behind `db`, same connection and transaction. */
  raw: DatabaseSync | null;
};

/** Opens the benchmark database; `fresh` first deletes it (SQLite file, or the PostgreSQL schema). */
export async function openBenchDatabase(
  config: TBenchConfig,
  options: { fresh: boolean },
): Promise<TBenchDatabase> {
  if (config.dialect === 'sqlite') {
    if (options.fresh) {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        rmSync(config.sqliteFile + suffix, { force: true });
    }
    mkdirSync(config.dataDir, { recursive: true });
    const sqlite = openSqlite(config.sqliteFile);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', raw: sqlite.raw, close: () => db.destroy() };
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.schema,
  });
  if (options.fresh) {
    // Only this schema: the search path of the pool's connections names it, so they see the new one.
    await sql`drop schema if exists ${sql.id(config.schema)} cascade`.execute(database.db);
    await sql`create schema ${sql.id(config.schema)}`.execute(database.db);
  }
  return { ...database, raw: null };
}

/** True when the benchmark database exists at all (opening SQLite would create an empty file). */
export function benchDatabaseMayExist(config: TBenchConfig): boolean {
  return config.dialect === 'postgres' || existsSync(config.sqliteFile);
}
