import { sql, type Kysely } from 'kysely';

/**
 * The general community's moments (`closed_area_id IS NULL`) in each order of GET /api/moments.
 * PostgreSQL does not take `IS NULL` on the first column of `moments_area_*_idx` as an equality,
 * so it sorted all 250,000 general moments for every page of the large seed (95 ms of database
 * time per request); partial indexes give it the order directly. SQLite uses them as well.
 */
export async function up(trx: Kysely<unknown>) {
  for (const column of ['created_at', 'heart_count', 'reactions_count', 'comments_count']) {
    await trx.schema
      .createIndex(`moments_general_${column}_idx`)
      .on('moments')
      .columns([column, 'id'])
      .where(sql.ref('closed_area_id'), 'is', null)
      .execute();
  }
}
