import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * The onboarding wizard: the member's answers (one row per member), Urocampus terms acceptances
 * and the onboarding analytics funnel. Place columns (plz, country, city, state, coordinates) stay
 * on `users`, where 0001 put them.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('user_onboarding')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('education', 'text')
    .addColumn('detailed_education', 'text')
    .addColumn('studium', 'text')
    .addColumn('trainings', 'text')
    .addColumn('years_of_experience', 'integer')
    .addColumn('how_did_you_hear', 'text')
    .addColumn('wants_job_offers', 'integer')
    .addColumn('phone', 'text')
    .addColumn('talent_phone', 'text')
    .addColumn('talent_phone_verified_at', 'bigint')
    .addColumn('commute_distance', 'text')
    .addColumn('work_areas', 'text')
    .addColumn('work_areas_hospital', 'text')
    .addColumn('has_driver_license', 'integer')
    .addColumn('work_area_stationary', 'text')
    .addColumn('work_areas_detailed', 'text')
    .addColumn('completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await trx.schema
    .createTable('closed_area_memberships')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accepted_terms_version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('closed_area_memberships_area_user_key', ['closed_area_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('closed_area_memberships_user_idx')
    .on('closed_area_memberships')
    .column('user_id')
    .execute();

  await trx.schema
    .createTable('onboarding_sessions')
    .$call((t) => addId(t, ctx))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('total_steps', 'integer', (c) => c.notNull())
    .addColumn('steps_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_step_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('abandonment_reason', 'text')
    .addColumn('is_completed_with_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_event_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await trx.schema
    .createIndex('onboarding_sessions_started_idx')
    .on('onboarding_sessions')
    .columns(['started_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('onboarding_sessions_user_idx')
    .on('onboarding_sessions')
    .column('user_id')
    .execute();

  await trx.schema
    .createTable('onboarding_events')
    .$call((t) => addId(t, ctx))
    .addColumn('session_id', 'bigint', (c) =>
      c.notNull().references('onboarding_sessions.id').onDelete('cascade'),
    )
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('field_id', 'text')
    .addColumn('event_data', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('onboarding_events_session_idx')
    .on('onboarding_events')
    .columns(['session_id', 'occurred_at'])
    .execute();
  await trx.schema
    .createIndex('onboarding_events_field_idx')
    .on('onboarding_events')
    .columns(['field_id', 'occurred_at'])
    .execute();
}
