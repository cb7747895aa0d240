import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: each onboarding session's last value of each field, kept by the event writer, so the
 * choices of the sessions of the current day (raw, never rolled up before midnight) are one index
 * read instead of picking the last of thousands of field changes per request (PostgreSQL's field
 * selections p99 was 248 ms on the large seed). Existing sessions get theirs from their events.
 * And a version per funnel that every rollup rebuild raises, so readers may keep sums of rolled-up
 * days until it changes.
 */
export async function up(trx: Kysely<unknown>) {
  await trx.schema
    .createTable('onboarding_field_values')
    .addColumn('session_id', 'bigint', (c) =>
      c.notNull().references('onboarding_sessions.id').onDelete('cascade'),
    )
    .addColumn('field_id', 'text', (c) => c.notNull())
    .addColumn('event_data', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_field_values_pk', ['session_id', 'field_id'])
    .execute();
  await sql`insert into onboarding_field_values (session_id, field_id, event_data, occurred_at)
    select session_id, field_id, event_data, occurred_at from (
      select session_id, field_id, event_data, occurred_at,
        row_number() over (partition by session_id, field_id order by occurred_at desc, id desc) as n
      from onboarding_events
      where event_type = 'field_changed' and field_id is not null
    ) ranked
    where n = 1`.execute(trx);
  await trx.schema
    .createTable('funnel_rollup_versions')
    .addColumn('funnel', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}
