import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { registerSearchFunctions } from './search.ts';

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
  // The search index's triggers call it (search.ts); before any migration or write.
  registerSearchFunctions(db);
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
    const columns = statement.columns().map((column) => column.name);
    const reader = columns.length > 0;
    // Rows come as arrays and become objects here, every row of a statement with the same keys in
    // the same order, so V8 gives them one shape. node:sqlite's own row objects are built key by
    // key through the C++ API and stay slow to read and to spread: ten joined feed posts (22
    // columns) took 35–44 µs to fetch and read that way, 23–25 µs this way, on the large seed.
    if (reader) statement.setReturnArrays(true);
    const toRow = (values: unknown[]) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
      return row;
    };
    return {
      reader,
      all: (parameters) => (statement.all(...parameters.map(toParam)) as unknown as unknown[][]).map(toRow),
      run: (parameters) => statement.run(...parameters.map(toParam)),
      *iterate(parameters) {
        for (const values of statement.iterate(...parameters.map(toParam)))
          yield toRow(values as unknown as unknown[]);
      },
    };
  }

  return {
    raw: db,
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare(text) {
      // Kysely opens transactions with a deferred `begin`. Beside another process (SERVER_PROCESSES,
      // a backup) a deferred transaction that read first cannot take the write lock once the other
      // has written, and fails with SQLITE_BUSY without waiting; `immediate` waits busy_timeout.
      const sql = text === 'begin' ? 'begin immediate' : text;
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
