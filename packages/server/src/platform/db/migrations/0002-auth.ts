import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/** One-time tokens, the mail outbox, terms acceptance and the registration funnel. */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema.alterTable('users').addColumn('terms_accepted_at', 'bigint').execute();
  await trx.schema.alterTable('users').addColumn('password_changed_at', 'bigint').execute();

  await trx.schema
    .createTable('auth_tokens')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await trx.schema
    .createIndex('auth_tokens_user_idx')
    .on('auth_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await trx.schema
    .createTable('mail_outbox')
    .$call((t) => addId(t, ctx))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await trx.schema
    .createIndex('mail_outbox_created_idx')
    .on('mail_outbox')
    .columns(['created_at', 'id'])
    .execute();

  await trx.schema
    .createTable('registration_sessions')
    .$call((t) => addId(t, ctx))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('auth_method', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('referrer', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('abandonment_reason', 'text')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await trx.schema
    .createIndex('registration_sessions_started_idx')
    .on('registration_sessions')
    .columns(['started_at', 'id'])
    .execute();

  await trx.schema
    .createTable('registration_events')
    .$call((t) => addId(t, ctx))
    .addColumn('session_id', 'bigint', (c) =>
      c.notNull().references('registration_sessions.id').onDelete('cascade'),
    )
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_data', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('registration_events_session_idx')
    .on('registration_events')
    .columns(['session_id', 'occurred_at'])
    .execute();
}
