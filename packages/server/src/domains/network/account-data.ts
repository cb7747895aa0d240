/**
 * The network's part of "download my data" and of account deletion (added to `deps.accountData`
 * by this domain's plugin, docs/users.md). Other members appear only with
 * their public name and user name.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { getRowDisplayName } from './service.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

type TDb = Kysely<DB>;

/** The member's connections with the other member's public name, oldest first. */
async function exportConnections(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('connections')
    .innerJoin('users', 'users.id', 'connections.connected_user_id')
    .select(['users.user_name', 'users.first_name', 'users.last_name', 'connections.created_at'])
    .where('connections.user_id', '=', userId)
    .orderBy('connections.created_at')
    .execute();
  return rows.map((row) => ({
    userName: row.user_name,
    name: getRowDisplayName(row),
    since: row.created_at,
  }));
}

/** Every request the member sent (`sent`) or received (`received`), with its state, oldest first. */
async function exportConnectionRequests(db: TDb, userId: number, direction: 'sent' | 'received') {
  const [mineColumn, otherColumn] =
    direction === 'sent'
      ? (['r.sender_id', 'r.receiver_id'] as const)
      : (['r.receiver_id', 'r.sender_id'] as const);
  const rows = await db
    .selectFrom('connection_requests as r')
    .innerJoin('users', 'users.id', otherColumn)
    .select([
      'r.id',
      'r.status',
      'r.created_at',
      'r.responded_at',
      'users.user_name',
      'users.first_name',
      'users.last_name',
    ])
    .where(mineColumn, '=', userId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    requestId: row.id,
    userName: row.user_name,
    name: getRowDisplayName(row),
    status: row.status,
    createdAt: row.created_at,
    respondedAt: row.responded_at,
  }));
}

/**
 * Account deletion: connections go in both directions and each former connection's
 * `connections_count` drops by one; every request from or to the member goes (pending or answered).
 */
async function deleteNetworkData(trx: TDb, userId: number) {
  const mine = await trx
    .deleteFrom('connections')
    .where('user_id', '=', userId)
    .returning('connected_user_id')
    .execute();
  const otherIds = mine.map((row) => row.connected_user_id);
  if (otherIds.length > 0) {
    // The reverse rows by primary key: there is no index on connected_user_id alone.
    await trx
      .deleteFrom('connections')
      .where('user_id', 'in', otherIds)
      .where('connected_user_id', '=', userId)
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ connections_count: eb('connections_count', '-', 1) }))
      .where('id', 'in', otherIds)
      .execute();
  }
  await trx.updateTable('users').set({ connections_count: 0 }).where('id', '=', userId).execute();
  // Two statements instead of one OR: each uses its own (sender|receiver) index.
  await trx.deleteFrom('connection_requests').where('sender_id', '=', userId).execute();
  await trx.deleteFrom('connection_requests').where('receiver_id', '=', userId).execute();
}

/** The network domain's part of the export and of account deletion (added by its plugin). */
export const networkAccountData: TDomainAccountData = {
  exportSections: {
    connections: exportConnections,
    sentConnectionRequests: (db, userId) => exportConnectionRequests(db, userId, 'sent'),
    receivedConnectionRequests: (db, userId) => exportConnectionRequests(db, userId, 'received'),
  },
  deletion: deleteNetworkData,
};
