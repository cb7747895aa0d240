import type { Generated } from 'kysely';

export type TConnectionRequestStatus = 'pending' | 'accepted' | 'rejected';

export interface ConnectionRequestsTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  status: TConnectionRequestStatus;
  created_at: number;
  responded_at: number | null;
}

/** One row per direction: (a, b) and (b, a) for every accepted connection. */
export interface ConnectionsTable {
  user_id: number;
  connected_user_id: number;
  created_at: number;
}

/** Table types of the network domain(s); `DB` in ../schema.ts extends this. */
export type NetworkTables = {
  connection_requests: ConnectionRequestsTable;
  connections: ConnectionsTable;
};
