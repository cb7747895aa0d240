import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 20, the wiki (docs/wiki.md): sub-communities (the community wiki has closed_area_id null) →
 * categories → nested folders → pages and files; revisions of every save; the editors an admin
 * names per area. `wiki_pages` (migration 0006, already in the full-text index) gains its place,
 * its §3 fields and the bin's `deleted_at`.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('wiki_sub_communities')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('wiki_sub_communities_area_idx')
    .on('wiki_sub_communities')
    .columns(['closed_area_id', 'position', 'id'])
    .execute();

  await trx.schema
    .createTable('wiki_categories')
    .$call((t) => addId(t, ctx))
    .addColumn('sub_community_id', 'bigint', (c) =>
      c.notNull().references('wiki_sub_communities.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('icon', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('wiki_categories_sub_idx')
    .on('wiki_categories')
    .columns(['sub_community_id', 'position', 'id'])
    .execute();

  await trx.schema
    .createTable('wiki_folders')
    .$call((t) => addId(t, ctx))
    .addColumn('category_id', 'bigint', (c) =>
      c.notNull().references('wiki_categories.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'bigint', (c) => c.references('wiki_folders.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Listing a category's top level (parent null) or a folder's sub-folders, by title (keyset).
  await trx.schema
    .createIndex('wiki_folders_list_idx')
    .on('wiki_folders')
    .columns(['category_id', 'parent_id', 'title', 'id'])
    .execute();
  await trx.schema.createIndex('wiki_folders_parent_idx').on('wiki_folders').column('parent_id').execute();

  for (const [name, type] of [
    ['sub_community_id', 'bigint'],
    ['category_id', 'bigint'],
    ['folder_id', 'bigint'],
    ['icon', 'text'],
    ['preview_image_url', 'text'],
    ['content_type', 'text'],
    ['attributes', 'text'],
    ['app_type', 'text'],
    ['created_by', 'bigint'],
    ['updated_by', 'bigint'],
    ['deleted_at', 'bigint'],
    ['deleted_by', 'bigint'],
  ] as const) {
    await trx.schema.alterTable('wiki_pages').addColumn(name, type).execute();
  }
  // Listing (category, folder or top level, not in the bin) by title, keyset on (title, id).
  await trx.schema
    .createIndex('wiki_pages_list_idx')
    .on('wiki_pages')
    .columns(['category_id', 'folder_id', 'deleted_at', 'title', 'id'])
    .execute();
  await trx.schema
    .createIndex('wiki_pages_bin_idx')
    .on('wiki_pages')
    .columns(['closed_area_id', 'deleted_at'])
    .execute();

  await trx.schema
    .createTable('wiki_page_revisions')
    .$call((t) => addId(t, ctx))
    .addColumn('page_id', 'bigint', (c) => c.notNull().references('wiki_pages.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('preview_image_url', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('wiki_page_revisions_page_idx')
    .on('wiki_page_revisions')
    .columns(['page_id', 'id'])
    .execute();

  await trx.schema
    .createTable('wiki_files')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('sub_community_id', 'bigint', (c) => c.notNull())
    .addColumn('category_id', 'bigint', (c) =>
      c.notNull().references('wiki_categories.id').onDelete('cascade'),
    )
    .addColumn('folder_id', 'bigint', (c) => c.references('wiki_folders.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('wiki_files_list_idx')
    .on('wiki_files')
    .columns(['category_id', 'folder_id', 'title', 'id'])
    .execute();

  await trx.schema
    .createTable('wiki_editors')
    .addColumn('closed_area_id', 'bigint', (c) =>
      c.notNull().references('closed_areas.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wiki_editors_pk', ['closed_area_id', 'user_id'])
    .execute();
  await trx.schema.createIndex('wiki_editors_user_idx').on('wiki_editors').column('user_id').execute();
}
