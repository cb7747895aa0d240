import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Connections and connection requests (docs/network.md). `connections` holds one row per
 * direction, so "my connections" is one index range; `users.connections_count` is kept in the same
 * transaction. The indexes on `users` and `user_onboarding` serve the suggestions' bounded
 * candidate queries (places near me, members at a place, same position, same training).
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('connection_requests')
    .$call((t) => addId(t, ctx))
    .addColumn('sender_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('responded_at', 'bigint')
    .addCheckConstraint(
      'connection_requests_status_check',
      sql`status in ('pending', 'accepted', 'rejected')`,
    )
    .execute();
  // At most one pending request per direction; it also answers "is there a pending one?" both ways.
  await trx.schema
    .createIndex('connection_requests_pending_pair_key')
    .unique()
    .on('connection_requests')
    .columns(['sender_id', 'receiver_id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // Received and sent lists: newest pending first.
  await trx.schema
    .createIndex('connection_requests_receiver_idx')
    .on('connection_requests')
    .columns(['receiver_id', 'status', 'created_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('connection_requests_sender_idx')
    .on('connection_requests')
    .columns(['sender_id', 'status', 'created_at', 'id'])
    .execute();

  await trx.schema
    .createTable('connections')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connected_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('connections_pkey', ['user_id', 'connected_user_id'])
    .execute();
  await trx.schema
    .createIndex('connections_user_created_idx')
    .on('connections')
    .columns(['user_id', 'created_at', 'connected_user_id'])
    .execute();

  await trx.schema
    .createIndex('users_coordinates_idx')
    .on('users')
    .columns(['latitude', 'longitude'])
    .execute();
  await trx.schema
    .createIndex('users_position_idx')
    .on('users')
    .columns(['current_position', 'id'])
    .execute();
  await trx.schema
    .createIndex('user_onboarding_detailed_education_idx')
    .on('user_onboarding')
    .columns(['detailed_education', 'user_id'])
    .execute();
}
