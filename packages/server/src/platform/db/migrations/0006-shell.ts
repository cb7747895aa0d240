import { sql, type Kysely } from 'kysely';
import { UROCAMPUS_AREA_ID, UROCAMPUS_TERMS_VERSION } from '@pflegepuls/shared';
import { SEARCH_TABLES, searchIndexDdl } from '../search.ts';
import { TIPS } from '../../../domains/tips/content.ts';
import { addId, type TMigrationContext } from './helpers.ts';

/** Presence activity, closed areas, tips of the day, search index and the tables of domains that later issues fill (chat, groups, events). */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  const now = Date.now();

  // ---- Presence: one row per member and Europe/Berlin day, for the admin statistics ----
  await trx.schema
    .createTable('user_daily_activity')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_daily_activity_pkey', ['user_id', 'day'])
    .execute();
  await trx.schema
    .createIndex('user_daily_activity_day_idx')
    .on('user_daily_activity')
    .columns(['day', 'user_id'])
    .execute();

  // ---- Closed areas; area 1 (Urocampus) exists everywhere because the whole app links to it ----
  await trx.schema
    .createTable('closed_areas')
    .$call((t) => addId(t, ctx))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO closed_areas (id, slug, name, terms_version, is_active, created_at)
    VALUES (${UROCAMPUS_AREA_ID}, 'urocampus', 'Urocampus', ${UROCAMPUS_TERMS_VERSION}, 1, ${now})`.execute(
    trx,
  );
  if (ctx.dialect === 'postgres') {
    // The explicit id 1 did not advance the identity; the next area must not collide with it.
    await sql`SELECT setval(pg_get_serial_sequence('closed_areas', 'id'), (SELECT max(id) FROM closed_areas))`.execute(
      trx,
    );
  }
  // Memberships of 0003 name an area that now exists; unknown ids would be a data error.
  await trx.schema
    .createIndex('closed_area_memberships_area_idx')
    .on('closed_area_memberships')
    .columns(['closed_area_id', 'created_at'])
    .execute();

  // ---- Tips of the day (admins edit them later; the texts ship with the product) ----
  await trx.schema
    .createTable('tips')
    .$call((t) => addId(t, ctx))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('tips_active_position_idx')
    .on('tips')
    .columns(['is_active', 'position'])
    .execute();
  await trx
    .insertInto('tips' as never)
    .values(
      TIPS.map((tip, index) => ({
        title: tip.title,
        text: tip.text,
        is_active: 1,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();

  // ---- Chat (filled by the chat issue) ----
  await trx.schema
    .createTable('chats')
    .$call((t) => addId(t, ctx))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint')
    .execute();
  await trx.schema
    .createTable('chat_members')
    .addColumn('chat_id', 'bigint', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_members_pkey', ['chat_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('chat_members_user_idx')
    .on('chat_members')
    .columns(['user_id', 'chat_id'])
    .execute();
  await trx.schema
    .createTable('chat_messages')
    .$call((t) => addId(t, ctx))
    .addColumn('chat_id', 'bigint', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('sender_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('chat_messages_chat_created_idx')
    .on('chat_messages')
    .columns(['chat_id', 'created_at', 'id'])
    .execute();

  // ---- Groups (filled by the groups issue) ----
  await trx.schema
    .createTable('groups')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('groups_area_idx')
    .on('groups')
    .columns(['closed_area_id', 'created_at'])
    .execute();
  await trx.schema
    .createTable('group_members')
    .addColumn('group_id', 'bigint', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pkey', ['group_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('group_members_user_idx')
    .on('group_members')
    .columns(['user_id', 'status', 'group_id'])
    .execute();
  await trx.schema
    .createIndex('group_members_group_status_idx')
    .on('group_members')
    .columns(['group_id', 'status'])
    .execute();

  // ---- Events (filled by the events issue) ----
  await trx.schema
    .createTable('events')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('group_id', 'bigint', (c) => c.references('groups.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('events_area_starts_idx')
    .on('events')
    .columns(['closed_area_id', 'starts_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('events_group_starts_idx')
    .on('events')
    .columns(['group_id', 'starts_at'])
    .execute();
  await trx.schema
    .createTable('event_members')
    .$call((t) => addId(t, ctx))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('event_members_event_user_key', ['event_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('event_members_user_idx')
    .on('event_members')
    .columns(['user_id', 'event_id'])
    .execute();

  // ---- Wiki pages and job ads (filled by later issues; searchable now) ----
  await trx.schema
    .createTable('wiki_pages')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content_html', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('wiki_pages_area_idx')
    .on('wiki_pages')
    .columns(['closed_area_id', 'updated_at'])
    .execute();
  await trx.schema
    .createTable('job_ads')
    .$call((t) => addId(t, ctx))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema.createIndex('job_ads_created_idx').on('job_ads').columns(['created_at', 'id']).execute();

  // ---- Full-text search over people, groups, wiki pages and job ads ----
  for (const spec of SEARCH_TABLES) {
    for (const statement of searchIndexDdl(ctx.dialect, spec)) await sql.raw(statement).execute(trx);
  }
}
