import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type TParam = null | number | bigint | string | Uint8Array;

/** How many prepared statements stay cached; the app has a bounded set of SQL texts. */
const STATEMENT_CACHE_SIZE = 1000;

function toParam(value: unknown): TParam {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value as TParam;
}

/**
 * Opens an SQLite file through Node's built-in `node:sqlite` and adapts it to Kysely's
 * SqliteDatabase interface. Statements are cached by SQL text: preparing anew per query
 * halves throughput (DESIGN.md).
 */
export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA temp_store = MEMORY;
    PRAGMA cache_size = -65536;
  `);
  const cache = new Map<string, SqliteStatement>();

  function wrap(statement: StatementSync): SqliteStatement {
    const reader = statement.columns().length > 0;
    return {
      reader,
      all: (parameters) => statement.all(...parameters.map(toParam)),
      run: (parameters) => statement.run(...parameters.map(toParam)),
      iterate: (parameters) => statement.iterate(...parameters.map(toParam)),
    };
  }

  return {
    raw: db,
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = wrap(db.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
