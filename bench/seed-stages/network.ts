import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type {
  ConnectionRequestsTable,
  ConnectionsTable,
} from '../../packages/server/src/platform/db/tables/network.ts';
import { resetIdSequence } from './helpers.ts';
import type { TSeedContext, TSeedStage } from './types.ts';

const PAIRS = 500_000;
const PAIRS_PER_MEMBER = 5;
/** Partners lie within this many places in the members' order by coordinates (a region, roughly). */
const MAX_NEIGHBOUR_OFFSET = 1_000;
const DAY_MS = 24 * 3600 * 1000;
const REQUEST_BATCH = 10_000;

/** A fixed pseudo-random 32-bit hash (the stage must yield the same rows on every run). */
function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * 1,000,000 connections (500,000 pairs, one row per direction) and one pending request per member.
 * Members are ordered by coordinates, so partners tend to live in the same region. Member at place
 * p connects to p + o (mod n) for five distinct offsets o ≤ K with K ≤ n/4: a pair can only come
 * from its lower end, so no pair repeats. Pending requests use offsets in (K, 2K], so they never
 * hit a connected pair or each other. `connections_count` is computed in `finish`.
 */
export function createNetworkStage(): TSeedStage {
  let order: number[] = [];
  let limit = 1;
  const partner = (position: number, offset: number) => order[(position + offset) % order.length]!;
  return {
    name: 'network',
    count: PAIRS,
    independentBatches: true,
    batchSize: 10_000,
    async prepare(ctx) {
      const members = await ctx.db
        .selectFrom('users')
        .select('id')
        .orderBy('latitude')
        .orderBy('longitude')
        .orderBy('id')
        .execute();
      order = members.map((row) => row.id);
      limit = Math.max(PAIRS_PER_MEMBER, Math.min(MAX_NEIGHBOUR_OFFSET, Math.floor(order.length / 4)));
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<ConnectionsTable>[] = [];
      const step = Math.floor(limit / PAIRS_PER_MEMBER);
      for (let i = from; i < to; i++) {
        const position = Math.floor(i / PAIRS_PER_MEMBER) % order.length;
        const offset = 1 + ((hash(position) + (i % PAIRS_PER_MEMBER) * step) % limit);
        const a = order[position]!;
        const b = partner(position, offset);
        const createdAt = ctx.now - (hash(i) % 365) * DAY_MS;
        rows.push(
          { user_id: a, connected_user_id: b, created_at: createdAt },
          { user_id: b, connected_user_id: a, created_at: createdAt },
        );
      }
      await ctx.insert('connections', rows);
    },
    async finish(ctx: TSeedContext) {
      for (let start = 0; start < order.length; start += REQUEST_BATCH) {
        const rows: Insertable<ConnectionRequestsTable>[] = [];
        for (let position = start; position < Math.min(order.length, start + REQUEST_BATCH); position++) {
          rows.push({
            sender_id: order[position]!,
            receiver_id: partner(position, limit + 1 + (hash(position + 7) % limit)),
            status: 'pending',
            created_at: ctx.now - (hash(position + 11) % (30 * 24 * 60)) * 60_000,
            responded_at: null,
          });
        }
        await ctx.insert('connection_requests', rows);
      }
      await resetIdSequence(ctx, 'connection_requests');
      await ctx.db
        .updateTable('users')
        .set({
          connections_count: sql<number>`(select count(*) from connections where connections.user_id = users.id)`,
        })
        .execute();
    },
  };
}
