import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Profiles and settings (issue: app shell). The columns on `users` here are read by every domain
 * that shows a person (picture, online dot), so they come first.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema.alterTable('users').addColumn('profile_picture_path', 'text').execute();
  await trx.schema.alterTable('users').addColumn('profile_picture_updated_at', 'bigint').execute();
  await trx.schema.alterTable('users').addColumn('last_seen_at', 'bigint').execute();
  await trx.schema
    .alterTable('users')
    .addColumn('hide_online_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Kept by the network domain on every accept/remove, so no page counts connections per row.
  await trx.schema
    .alterTable('users')
    .addColumn('connections_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The area the app opens on ("Startbereich", 000 §4); null = the general community.
  await trx.schema.alterTable('users').addColumn('primary_closed_area_id', 'bigint').execute();
  await trx.schema
    .alterTable('users')
    .addColumn('go_to_area_after_login', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await createProfileTables(trx, ctx);
  await createSettingsTables(trx);
}

/** CV entries of a member's profile; `position` orders them within a section (0 first). */
async function createProfileTables(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('user_job_experiences')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('employer', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('from_month', 'text', (c) => c.notNull())
    .addColumn('to_month', 'text')
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createTable('user_educations')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('institution', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('from_month', 'text', (c) => c.notNull())
    .addColumn('to_month', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createTable('user_languages')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createTable('user_skills')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createTable('user_trainings')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Every section is read as "one member's entries in order": one index each serves it.
  for (const table of [
    'user_job_experiences',
    'user_educations',
    'user_languages',
    'user_skills',
    'user_trainings',
  ]) {
    await trx.schema
      .createIndex(`${table}_user_idx`)
      .on(table)
      .columns(['user_id', 'position', 'id'])
      .execute();
  }
}

/**
 * E-mail/push per category (no row = both on). The digest is the row with category 'digest'
 * (only `email` is read; no row = on).
 */
async function createSettingsTables(trx: Kysely<unknown>) {
  await trx.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'category'])
    .execute();
  // A deleted account keeps its (anonymised) users row so its content keeps an author; this marks it.
  await trx.schema
    .createTable('user_deletions')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('deleted_at', 'bigint', (c) => c.notNull())
    .execute();
}
