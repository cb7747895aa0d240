import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/** Users, sessions and postal codes: what every feature builds on. Migrator wraps it in a transaction. */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('users')
    .$call((t) => addId(t, ctx))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('current_position', 'text')
    .addColumn('summary', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_urocampus_member', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_team', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plz', 'text')
    .addColumn('country', 'text')
    .addColumn('location_city', 'text')
    .addColumn('location_state', 'text')
    .addColumn('latitude', ctx.real)
    .addColumn('longitude', ctx.real)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema.createIndex('users_created_at_idx').on('users').columns(['created_at', 'id']).execute();

  await trx.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_active_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('is_persistent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await trx.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await trx.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await trx.schema
    .createTable('postal_codes')
    .$call((t) => addId(t, ctx))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('state_code', 'text')
    .addColumn('province', 'text')
    .addColumn('community', 'text')
    .addColumn('latitude', ctx.real)
    .addColumn('longitude', ctx.real)
    .execute();
  await trx.schema
    .createIndex('postal_codes_lookup_idx')
    .on('postal_codes')
    .columns(['country', 'code'])
    .execute();
}
