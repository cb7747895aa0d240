import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { getMigrations, RENAMED_MIGRATIONS } from './migrations/index.ts';
import type { TDialect } from './migrations/helpers.ts';
import { openSqlite } from './sqlite.ts';

export type { DB } from './schema.ts';
export type { TDialect } from './migrations/helpers.ts';

// BIGINT ids and epoch-ms timestamps fit in a JS number; NUMERIC aggregates are read as floats.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type TDatabase = {
  db: Kysely<DB>;
  dialect: TDialect;
  /** PostgreSQL schema the connection works in, when not the default. */
  schema?: string | undefined;
  /** Closes the pool or the file. */
  close: () => Promise<void>;
  /** PostgreSQL: the pool's connections, idle ones and waiting queries (for the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type TOpenOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: a schema of its own, created when missing (tests use one per file). */
  schema?: string;
  /** SQLite only: a file name other than the default (tests, benchmarks). */
  sqliteFile?: string;
};

/** Opens SQLite in DATA_DIR, or PostgreSQL when a database URL is given. */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  if (options.databaseUrl) {
    if (options.schema) await createSchema(options.databaseUrl, options.schema);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return {
      db,
      dialect: 'postgres',
      schema: options.schema,
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = options.sqliteFile ?? path.join(options.dataDir, 'pflegepuls.sqlite');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Statements PostgreSQL can keep prepared per connection (not DDL or transaction control). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const READ = /^\s*(select|with)\b/i;
/**
 * Long writes are bulk inserts with a row count of their own each time: not worth keeping. Reads
 * are a bounded set of shapes and may be long: Mein Feed's one statement of four streams is 5,300
 * characters, and planning it anew cost PostgreSQL several milliseconds a page (docs/feed.md).
 */
const PREPARED_MAX_LENGTH = { read: 16_000, write: 4000 };

function isPreparable(text: string): boolean {
  if (!PREPARABLE.test(text)) return false;
  return text.length <= (READ.test(text) ? PREPARED_MAX_LENGTH.read : PREPARED_MAX_LENGTH.write);
}

/**
 * Names every data statement after its SQL text, so each pooled connection parses and plans it once
 * instead of per query (the same idea as the SQLite statement cache). Measured here: the session
 * lookup costs PostgreSQL 113 µs of CPU prepared against 253 µs unnamed. Schema changes run before
 * the server serves (migrations at start), so a prepared plan never outlives its tables' shape.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      return {
        query: ((text: string | object, values?: readonly unknown[]) =>
          typeof text === 'string'
            ? client.query({
                text,
                values: [...(values ?? [])],
                ...(isPreparable(text) ? { name: nameOf(text) } : {}),
              })
            : client.query(text as never)) as never,
        release: (destroy?: boolean) => client.release(destroy),
      };
    },
    end: () => pool.end(),
  };
}

async function createSchema(databaseUrl: string, schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Ungültiger Schemaname: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(database: TDatabase): Promise<string[]> {
  await renameAppliedMigrations(database);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => getMigrations(database.dialect) },
    // Kysely looks for its own tables in every schema unless told which one is ours.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Rewrites the recorded names of renamed migrations (RENAMED_MIGRATIONS) in an existing database. */
async function renameAppliedMigrations({ db, dialect }: TDatabase) {
  // Kysely's own table; on PostgreSQL `to_regclass` looks in the connection's search path (our schema).
  const exists =
    dialect === 'sqlite'
      ? sql<{
          found: number;
        }>`select count(*) as found from sqlite_master where type = 'table' and name = 'kysely_migration'`
      : sql<{
          found: number;
        }>`select count(*) as found from (select to_regclass('kysely_migration') as t) r where t is not null`;
  const { rows } = await exists.execute(db);
  if (Number(rows[0]?.found ?? 0) === 0) return;
  for (const [before, now] of Object.entries(RENAMED_MIGRATIONS)) {
    await sql`update kysely_migration set name = ${now} where name = ${before}`.execute(db);
  }
}

/** Checks that the database answers. */
export async function pingDatabase(database: TDatabase): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
