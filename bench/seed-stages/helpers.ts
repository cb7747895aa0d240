import { sql } from 'kysely';
import type { TTable } from '../lib/bulk-insert.ts';
import type { TSeedContext } from './types.ts';

/**
 * After a stage inserted explicit ids: moves PostgreSQL's identity past the largest one, so the
 * server's own inserts do not collide. SQLite's AUTOINCREMENT follows explicit ids by itself.
 */
export async function resetIdSequence(ctx: TSeedContext, table: TTable): Promise<void> {
  if (ctx.dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    ctx.db,
  );
}

/** Rows in a table, e.g. to spread references over all members. */
export async function countRows(ctx: TSeedContext, table: TTable): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    ctx.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Drops a table's secondary indexes (not those behind a constraint) and returns what creates them
 * again: loading millions of rows and then building each index once is faster than keeping them
 * current row by row, above all an index in another order than the rows arrive in.
 */
export async function dropSecondaryIndexes(ctx: TSeedContext, table: TTable): Promise<() => Promise<void>> {
  const { rows } =
    ctx.dialect === 'sqlite'
      ? await sql<{ name: string; ddl: string }>`select name, sql as ddl from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null`.execute(ctx.db)
      : await sql<{ name: string; ddl: string }>`select indexname as name, indexdef as ddl from pg_indexes
          where schemaname = current_schema() and tablename = ${table}
            and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(
          ctx.db,
        );
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(ctx.db);
  return async () => {
    for (const index of rows) await sql.raw(index.ddl).execute(ctx.db);
  };
}
