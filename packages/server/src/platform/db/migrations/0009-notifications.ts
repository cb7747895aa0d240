import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/** Notifications, their actors (for grouping), push subscriptions, digest state and daily-job claims. */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('notifications')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // One row per (member, key): repeated events on the same item update it instead of adding rows.
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(1))
    // Ids of other domains' rows; no foreign keys, so a deleted post leaves a harmless notification.
    .addColumn('post_id', 'bigint')
    .addColumn('moment_id', 'bigint')
    .addColumn('comment_id', 'bigint')
    .addColumn('group_id', 'bigint')
    .addColumn('event_id', 'bigint')
    .addColumn('chat_id', 'bigint')
    .addColumn('request_id', 'bigint')
    .addColumn('closed_area_id', 'bigint')
    .addColumn('data', 'text')
    .addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('notifications_user_key_uq')
    .on('notifications')
    .columns(['user_id', 'group_key'])
    .unique()
    .execute();
  // The list: newest activity first, keyset on (updated_at, id).
  await trx.schema
    .createIndex('notifications_user_list_idx')
    .on('notifications')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
  // The badge: unseen per member.
  await trx.schema
    .createIndex('notifications_user_seen_idx')
    .on('notifications')
    .columns(['user_id', 'is_seen'])
    .execute();

  await trx.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'bigint', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
    .execute();

  await trx.schema
    .createTable('push_subscriptions')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_success_at', 'bigint')
    .execute();
  await trx.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  // What the e-mail digest already covered, so no notification is mailed twice.
  await trx.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('covered_until', 'bigint', (c) => c.notNull())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .execute();

  // One claim per daily job and day: several instances may start it, only one runs it.
  await trx.schema
    .createTable('notification_job_runs')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('statistics', 'text')
    .addPrimaryKeyConstraint('notification_job_runs_pk', ['name', 'day'])
    .execute();
}
