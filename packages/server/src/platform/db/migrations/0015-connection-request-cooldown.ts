import { sql, type Kysely } from 'kysely';

/**
 * The cooldown after a rejected connection request (docs/network.md): "did this member reject a
 * request of mine in the last 30 days?" is one probe of this index. The rejection time is the
 * request's `responded_at`, which rejected requests already keep as history.
 */
export async function up(trx: Kysely<unknown>) {
  await trx.schema
    .createIndex('connection_requests_rejected_pair_idx')
    .on('connection_requests')
    .columns(['sender_id', 'receiver_id', 'responded_at'])
    .where(sql.ref('status'), '=', 'rejected')
    .execute();
}
