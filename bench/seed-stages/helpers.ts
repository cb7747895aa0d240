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
