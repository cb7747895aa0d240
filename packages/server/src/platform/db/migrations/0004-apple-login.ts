import type { Kysely } from 'kysely';

/**
 * Sign in with Apple: the member's Apple subject (`sub` of Apple's id_token), stable per app and
 * Apple ID. Unique where set; SQLite cannot add a UNIQUE column, hence the separate index.
 */
export async function up(trx: Kysely<unknown>) {
  await trx.schema.alterTable('users').addColumn('apple_sub', 'text').execute();
  await trx.schema.createIndex('users_apple_sub_key').unique().on('users').column('apple_sub').execute();
}
