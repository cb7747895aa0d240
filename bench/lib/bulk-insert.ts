/**
 * Fast multi-row inserts for the large seed.
 *
 * - SQLite: prepared multi-row INSERTs on the raw handle, cached by shape; the caller wraps a
 *   batch in one transaction (`withTransaction`).
 * - PostgreSQL: one statement per call that expands a JSON array with `json_populate_recordset`,
 *   typed by the table itself: one bound parameter, so no 65,535-parameter limit and no type list.
 *
 * All rows of one call must have the same keys; a key left out takes the column's default.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { sql, type Insertable } from 'kysely';
import type { DB } from '../../packages/server/src/platform/db/index.ts';
import type { TBenchDatabase } from './database.ts';

/** SQLite's limit on bound parameters per statement. */
const SQLITE_MAX_PARAMETERS = 32_766;
/** Longer statements stop paying off in SQLite; this also bounds the statement cache. */
const SQLITE_MAX_ROWS_PER_STATEMENT = 256;

type TSqlValue = null | number | bigint | string | Uint8Array;

export type TTable = keyof DB & string;
export type TInsertRow<T extends TTable> = Insertable<DB[T]>;

export type TBulkInserter = {
  /** Inserts rows into a table, in the order given. */
  insert: <T extends TTable>(table: T, rows: readonly TInsertRow<T>[]) => Promise<void>;
  /** Runs `work` in one transaction (SQLite: on the raw handle; PostgreSQL: each insert commits alone). */
  withTransaction: (work: () => Promise<void>) => Promise<void>;
};

function toSqlValue(value: unknown): TSqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value as TSqlValue;
}

function quoteId(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function createSqliteInserter(raw: DatabaseSync): TBulkInserter {
  const statements = new Map<string, StatementSync>();

  function prepare(table: string, columns: string[], rowCount: number): StatementSync {
    const key = `${table}|${columns.join(',')}|${rowCount}`;
    let statement = statements.get(key);
    if (!statement) {
      const tuple = `(${columns.map(() => '?').join(',')})`;
      statement = raw.prepare(
        `insert into ${quoteId(table)} (${columns.map(quoteId).join(',')}) values ` +
          Array.from({ length: rowCount }, () => tuple).join(','),
      );
      statements.set(key, statement);
    }
    return statement;
  }

  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!);
      const perStatement = Math.min(
        SQLITE_MAX_ROWS_PER_STATEMENT,
        Math.floor(SQLITE_MAX_PARAMETERS / columns.length),
      );
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const values: TSqlValue[] = [];
        for (const row of chunk) {
          const record = row as Record<string, unknown>;
          for (const column of columns) values.push(toSqlValue(record[column]));
        }
        prepare(table, columns, chunk.length).run(...values);
      }
    },
    async withTransaction(work) {
      raw.exec('begin');
      try {
        await work();
        raw.exec('commit');
      } catch (error) {
        if (raw.isTransaction) raw.exec('rollback');
        throw error;
      }
    },
  };
}

function createPostgresInserter(database: TBenchDatabase): TBulkInserter {
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
      await sql`insert into ${sql.table(table)} (${columns})
        select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
        database.db,
      );
    },
    withTransaction: (work) => work(),
  };
}

/** The fastest bulk inserter for the database's dialect. */
export function createBulkInserter(database: TBenchDatabase): TBulkInserter {
  return database.raw ? createSqliteInserter(database.raw) : createPostgresInserter(database);
}
