/**
 * Fast multi-row inserts for the large seed.
 *
 * - SQLite: prepared multi-row INSERTs on the raw handle, cached by shape; the caller wraps a
 *   batch in one transaction (`runBatch`).
 * - PostgreSQL: one statement per call that expands a JSON array with `json_populate_recordset`,
 *   typed by the table itself: one bound parameter, so no 65,535-parameter limit and no type list.
 *   On connections of the inserter's own: a batch's statements run on one, in the order given.
 *   Inside `pipelined` an insert returns before PostgreSQL finished it (at most PG_PIPELINE_DEPTH
 *   behind per connection), so the next batch is built while PostgreSQL inserts this one; a stage
 *   whose batches are independent spreads them over PG_CONNECTIONS connections as well.
 *
 * All rows of one call must have the same keys; a key left out takes the column's default.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Insertable } from 'kysely';
import pg from 'pg';
import type { DB } from '../../packages/server/src/platform/db/index.ts';
import type { TBenchConfig } from '../config.ts';
import type { TBenchDatabase } from './database.ts';

/** SQLite's limit on bound parameters per statement. */
const SQLITE_MAX_PARAMETERS = 32_766;
/** Longer statements stop paying off in SQLite; this also bounds the statement cache. */
const SQLITE_MAX_ROWS_PER_STATEMENT = 256;
/** PostgreSQL statements that may be queued unfinished per connection inside `pipelined`. */
const PG_PIPELINE_DEPTH = 2;
/** Connections for independent batches: one per core of DESIGN.md's machine. */
const PG_CONNECTIONS = 2;

type TSqlValue = null | number | bigint | string | Uint8Array;

export type TTable = keyof DB & string;
export type TInsertRow<T extends TTable> = Insertable<DB[T]>;

export type TBulkInserter = {
  /** Inserts rows into a table, in the order given. */
  insert: <T extends TTable>(table: T, rows: readonly TInsertRow<T>[]) => Promise<void>;
  /**
   * Runs one batch: SQLite in one transaction on the raw handle; PostgreSQL on one connection, each
   * insert committing alone.
   */
  runBatch: (work: () => Promise<void>) => Promise<void>;
  /**
   * Runs `work` with inserts that may still be running when they return; everything has finished
   * when this resolves. Inside, read only what earlier stages wrote. `independentBatches`: no batch
   * refers to rows of another, so PostgreSQL may insert two batches at once.
   */
  pipelined: (work: () => Promise<void>, options?: { independentBatches?: boolean }) => Promise<void>;
  close: () => Promise<void>;
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
    pipelined: (work) => work(),
    close: async () => {},
    async runBatch(work) {
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

async function createPostgresInserter(config: TBenchConfig): Promise<TBulkInserter> {
  const clients = await Promise.all(
    Array.from({ length: PG_CONNECTIONS }, async () => {
      const client = new pg.Client({
        connectionString: config.databaseUrl,
        options: `-c search_path=${config.schema}`,
      });
      await client.connect();
      return client;
    }),
  );
  let client = clients[0]!;
  let batches = 0;
  let isPipelined = false;
  let spread = false;
  const inFlight: Array<Promise<unknown>> = [];
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!).map(quoteId).join(',');
      const done = client.query(
        `insert into ${quoteId(table)} (${columns})
          select ${columns} from json_populate_recordset(null::${quoteId(table)}, $1::json)`,
        [JSON.stringify(rows)],
      );
      if (!isPipelined) {
        await done;
        return;
      }
      // Awaited below or in `pipelined`; this only keeps a failure from counting as unhandled.
      done.catch(() => {});
      inFlight.push(done);
      while (inFlight.length > PG_PIPELINE_DEPTH * (spread ? clients.length : 1)) await inFlight.shift();
    },
    async runBatch(work) {
      if (spread) client = clients[batches++ % clients.length]!;
      await work();
    },
    async pipelined(work, options) {
      isPipelined = true;
      spread = options?.independentBatches ?? false;
      try {
        await work();
      } finally {
        isPipelined = false;
        spread = false;
        client = clients[0]!;
        await Promise.all(inFlight.splice(0));
      }
    },
    close: async () => {
      await Promise.all(clients.map((item) => item.end()));
    },
  };
}

/** The fastest bulk inserter for the database's dialect. */
export async function createBulkInserter(
  database: TBenchDatabase,
  config: TBenchConfig,
): Promise<TBulkInserter> {
  return database.raw ? createSqliteInserter(database.raw) : createPostgresInserter(config);
}
