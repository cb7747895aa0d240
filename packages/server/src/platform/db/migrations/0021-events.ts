import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Issue 19, events (docs/events.md): the event's details, capacity and waitlist counters, the
 * cancellation, the calendar SEQUENCE and the reminders sent; per member row the waitlist place,
 * the answer time and the check-in; per member the version of the secret calendar-feed token (the token is
 * an HMAC of member and version: nothing secret is stored) and the reminder setting. One index per list query.
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
  const events = (name: string, type: 'text' | 'integer' | 'bigint', notNullDefault?: string | number) =>
    trx.schema
      .alterTable('events')
      .addColumn(name, type, (c) =>
        notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault),
      )
      .execute();
  await events('category', 'text', 'Sonstiges');
  await events('is_online', 'integer', 0);
  await events('online_url', 'text');
  /** Sanitised HTML of the description (the `description` column keeps the plain text). */
  await events('description_html', 'text');
  await events('organiser_group_id', 'bigint');
  await events('capacity', 'integer');
  await events('attending_count', 'integer', 0);
  /** The last waitlist position handed out (positions only grow; the order is what counts). */
  await events('waitlist_last', 'integer', 0);
  /** The cover picture (an area upload) and its small square. */
  await events('cover_path', 'text');
  await events('cover_c_path', 'text');
  await events('cancelled_at', 'bigint');
  await events('cancel_reason', 'text');
  await events('sequence', 'integer', 0);
  await events('reminded_day_at', 'bigint');
  await events('reminded_hour_at', 'bigint');

  const members = (name: string, type: 'integer' | 'bigint') =>
    trx.schema.alterTable('event_members').addColumn(name, type).execute();
  await members('waitlist_position', 'integer');
  await members('answered_at', 'bigint');
  await members('checked_in_at', 'bigint');

  await trx.schema
    .createTable('event_member_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('feed_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Alle Events with a category filter (the area index of 0006 serves the unfiltered list).
  await trx.schema
    .createIndex('events_area_category_starts_idx')
    .on('events')
    .columns(['closed_area_id', 'category', 'starts_at', 'id'])
    .execute();
  // Reminders: events starting in a window.
  await trx.schema.createIndex('events_starts_idx').on('events').columns(['starts_at', 'id']).execute();
  // Participants by answer, the waitlist in order, open invitations of a member (badge).
  await trx.schema
    .createIndex('event_members_event_status_idx')
    .on('event_members')
    .columns(['event_id', 'status', 'waitlist_position', 'id'])
    .execute();
  await trx.schema
    .createIndex('event_members_user_status_idx')
    .on('event_members')
    .columns(['user_id', 'status', 'event_id'])
    .execute();
}
