import { sql, type Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Company posts (issue 15, Arbeitgeber-Feed; docs/feed.md): a post written as a company
 * (`posts.company_id`, its feed item too). The Arbeitgeber-Feed reads the newest company posts of the
 * general community by a partial index, a company profile its own posts by `(company_id, …)`.
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
  await trx.schema
    .alterTable('posts')
    .addColumn('company_id', 'bigint', (c) => c.references('companies.id').onDelete('cascade'))
    .execute();
  await trx.schema.alterTable('feed_items').addColumn('company_id', 'bigint').execute();
  // Arbeitgeber-Feed (category=employer): only company posts, newest first, keyset (created_at, id).
  await trx.schema
    .createIndex('feed_items_employer_idx')
    .on('feed_items')
    .columns(['area_id', 'created_at', 'id'])
    .where(sql.ref('company_id'), 'is not', null)
    .execute();
  // A company profile's posts.
  await trx.schema
    .createIndex('feed_items_company_idx')
    .on('feed_items')
    .columns(['company_id', 'created_at', 'id'])
    .where(sql.ref('company_id'), 'is not', null)
    .execute();
}
