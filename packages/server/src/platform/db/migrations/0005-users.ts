import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Profiles and settings (issue: app shell). The columns on `users` here are read by every domain
 * that shows a person (picture, online dot), so they come first.
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
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
}
