import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 15, company pictures (docs/companies.md "Pictures"): the gallery becomes a table of its own
 * (one row per photo with its position, so adding, removing and reordering are single-row writes
 * that two editors at once cannot overwrite, and the limit can be counted), replacing the JSON list
 * `companies.photos` of 0020, which nothing filled. Logo and cover stay paths on `companies`.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('company_photos')
    .$call((t) => addId(t, ctx))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    /** The picture (at most 1600 px on the longer side) and its square thumbnail, both under /uploads. */
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('thumbnail_path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A profile's gallery in order (and the count for the limit).
  await trx.schema
    .createIndex('company_photos_company_idx')
    .on('company_photos')
    .columns(['company_id', 'position', 'id'])
    .execute();
  await trx.schema.alterTable('companies').dropColumn('photos').execute();
}
