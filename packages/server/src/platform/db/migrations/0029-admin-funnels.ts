import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 17: the funnels' admin dashboards (docs/admin.md, "Funnels").
 *
 * - The columns the figures need: onboarding sessions with a validation error, and the
 *   registration funnel's steps (each event's step, a session's last step and step count).
 * - Daily rollups of both funnels and of the onboarding choices, kept current from the
 *   "dirty hours" the writers mark (a session's start hour whenever the session changes).
 * - Indexes for the session lists' filters, newest first, and for a session's changes of a field
 *   (replacing the unused one by field across sessions).
 * - The admin audit log: every read of a session detail.
 *
 * Existing rows get their columns here; their days are marked dirty, so the rollup job builds them.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .alterTable('onboarding_sessions')
    .addColumn('has_validation_error', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update onboarding_sessions set has_validation_error = 1 where exists (
      select 1 from onboarding_events e
      where e.session_id = onboarding_sessions.id and e.event_type = 'step_validation_error')`.execute(trx);

  await trx.schema.alterTable('registration_events').addColumn('step_id', 'text').execute();
  await trx.schema.alterTable('registration_sessions').addColumn('last_step_id', 'text').execute();
  await trx.schema
    .alterTable('registration_sessions')
    .addColumn('steps_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await backfillRegistrationSteps(trx, ctx);

  for (const [table, column] of [
    ['onboarding_sessions', 'status'],
    ['onboarding_sessions', 'device_type'],
    ['onboarding_sessions', 'mode'],
    ['registration_sessions', 'status'],
    ['registration_sessions', 'device_type'],
    ['registration_sessions', 'auth_method'],
  ] as const) {
    await trx.schema
      .createIndex(`${table}_${column}_started_idx`)
      .on(table)
      .columns([column, 'started_at', 'id'])
      .execute();
  }

  // The choices are read per session (its last change of each field), never across sessions by field.
  await trx.schema.dropIndex('onboarding_events_field_idx').execute();
  await trx.schema
    .createIndex('onboarding_events_session_field_idx')
    .on('onboarding_events')
    .columns(['session_id', 'field_id', 'occurred_at'])
    .execute();

  /** One row per funnel and Berlin day: the day's figures as JSON (a year is 365 small rows to add up). */
  await trx.schema
    .createTable('funnel_daily')
    .addColumn('funnel', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('funnel_daily_pkey', ['funnel', 'day'])
    .execute();
  await trx.schema
    .createTable('onboarding_selection_daily')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('selections', 'text', (c) => c.notNull())
    .execute();
  /** UTC hours (epoch ms / 3,600,000) of session starts whose day's rollup is out of date. */
  await trx.schema
    .createTable('funnel_dirty_hours')
    .addColumn('funnel', 'text', (c) => c.notNull())
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('funnel_dirty_hours_pkey', ['funnel', 'hour'])
    .execute();
  await sql`insert into funnel_dirty_hours (funnel, hour)
    select distinct 'onboarding', started_at / 3600000 from onboarding_sessions`.execute(trx);
  await sql`insert into funnel_dirty_hours (funnel, hour)
    select distinct 'registration', started_at / 3600000 from registration_sessions`.execute(trx);

  // No foreign key on admin_id: the record outlives the admin's account.
  await trx.schema
    .createTable('admin_audit_log')
    .$call((t) => addId(t, ctx))
    .addColumn('admin_id', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/**
 * The registration steps of existing events, as `registrationStepOf` (domains/analytics) derives
 * them for new ones; written out here so that later edits there never change this migration.
 */
async function backfillRegistrationSteps(trx: Kysely<unknown>, ctx: TMigrationContext) {
  const field =
    ctx.dialect === 'postgres'
      ? sql`(event_data::jsonb ->> 'field_id')`
      : sql`json_extract(event_data, '$.field_id')`;
  const mode =
    ctx.dialect === 'postgres'
      ? sql`(event_data::jsonb ->> 'mode')`
      : sql`json_extract(event_data, '$.mode')`;
  await sql`update registration_events set step_id = case
      when event_type in ('page_load', 'video_play') then 'landing'
      when event_type in ('modal_opened', 'mode_switched', 'eula_opened') then 'dialog'
      when event_type in ('field_focused', 'field_changed', 'validation_error') then case
        when ${field} in ('firstName', 'lastName', 'email', 'password', 'newPassword', 'passwordConfirmation')
          then ${field}
        when ${field} = 'form' then null
        else 'dialog' end
      when event_type = 'social_button_clicked' then 'social_login'
      when event_type = 'form_submitted' then case
        when ${mode} in ('login', 'password_reset', 'one_time_login', 'new_password') then ${mode} || '_submitted'
        else 'form_submitted' end
      when event_type in ('registration_error', 'registration_success') then event_type
      else null end`.execute(trx);
  await sql`update registration_sessions set
      steps_completed = (select count(distinct e.step_id) from registration_events e
        where e.session_id = registration_sessions.id and e.step_id is not null),
      last_step_id = (select e.step_id from registration_events e
        where e.session_id = registration_sessions.id and e.step_id is not null
        order by e.occurred_at desc, e.id desc limit 1)`.execute(trx);
}
