import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/** Sponsored blocks of the feed (000 §9): data with a sponsor name and link, per area or general. */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('sponsored_items')
    .$call((t) => addId(t, ctx))
    // null = the general community; otherwise only members of that closed area see the item.
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('sponsor_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('link_label', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list query: active items of one area (or the general one) in their order.
  await trx.schema
    .createIndex('sponsored_items_area_active_idx')
    .on('sponsored_items')
    .columns(['closed_area_id', 'is_active', 'position', 'id'])
    .execute();
}
