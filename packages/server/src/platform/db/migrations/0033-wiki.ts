import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 20, the wiki (docs/wiki.md): sub-communities (the community wiki has closed_area_id null) →
 * categories → nested folders → pages and files; revisions of every save; the editors an admin
 * names per area. `wiki_pages` (migration 0006, already in the full-text index) gains its place,
 * its §3 fields, the bin's `deleted_at` and `content_text` (the content's plain text), which joins
 * title and description in the full-text index: the index of wiki_pages is rebuilt here with the
 * same rules as migration 0022 (copied, a migration imports only Kysely).
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
    ['content_text', 'text'],
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
  await rebuildSearchIndex(trx, ctx);
}

// ---- The search index of wiki_pages over title, description and content_text (rules of 0022) ----
const SEARCH_COLUMNS = [
  { name: 'title', weight: 'A', primary: true },
  { name: 'description', weight: 'C', primary: false },
  { name: 'content_text', weight: 'C', primary: false },
] as const;

function pgVector(which: 'all' | 'primary'): string {
  const parts: string[] = [];
  for (const column of SEARCH_COLUMNS) {
    if (which === 'primary' && !column.primary) continue;
    const folded = `pp_search_text(${column.name})`;
    parts.push(`setweight(to_tsvector('simple'::regconfig, ${folded}), '${column.weight}')`);
    parts.push(`setweight(to_tsvector('german'::regconfig, ${folded}), '${column.weight}')`);
  }
  return `(${parts.join(' || ')})`;
}

function sqliteSearchDdl(): string[] {
  const table = 'wiki_pages';
  const fts = `${table}_fts`;
  const names = SEARCH_COLUMNS.map((c) => c.name);
  const list = names.join(', ');
  const values = (prefix: string) => names.map((n) => `pp_search_text(${prefix}.${n})`).join(', ');
  return [
    `DROP TRIGGER IF EXISTS ${fts}_ai`,
    `DROP TRIGGER IF EXISTS ${fts}_ad`,
    `DROP TRIGGER IF EXISTS ${fts}_au`,
    `DROP TABLE IF EXISTS ${fts}`,
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='', tokenize='unicode61 remove_diacritics 2')`,
    `INSERT INTO ${fts}(rowid, ${list}) SELECT id, ${values(table)} FROM ${table}`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
       INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});
     END`,
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
     END`,
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
       INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});
     END`,
  ];
}

async function rebuildSearchIndex(trx: Kysely<unknown>, ctx: TMigrationContext) {
  if (ctx.dialect === 'postgres') {
    await sql.raw('DROP INDEX IF EXISTS wiki_pages_search_idx').execute(trx);
    await sql.raw('DROP INDEX IF EXISTS wiki_pages_search_primary_idx').execute(trx);
    await sql
      .raw(`CREATE INDEX wiki_pages_search_idx ON wiki_pages USING gin (${pgVector('all')})`)
      .execute(trx);
    await sql
      .raw(`CREATE INDEX wiki_pages_search_primary_idx ON wiki_pages USING gin (${pgVector('primary')})`)
      .execute(trx);
    return;
  }
  for (const statement of sqliteSearchDdl()) await sql.raw(statement).execute(trx);
}
