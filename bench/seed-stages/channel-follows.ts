import type { Insertable } from 'kysely';
import type { ChannelFollowsTable } from '../../packages/server/src/platform/db/tables/feed.ts';
import type { TSeedStage } from './types.ts';

const MEMBERS = 100_000;
const CHANNEL_COUNT = 6;
const DAY_MS = 24 * 3600 * 1000;

/** A fixed pseudo-random 32-bit hash (the stage must yield the same rows on every run). */
function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The channels members follow ("own channels" of Mein Feed): every member one channel, every
 * second member a second one, so Mein Feed merges a channel stream on every page.
 */
export function createChannelFollowsStage(): TSeedStage {
  let userIds: number[] = [];
  return {
    name: 'channel follows',
    count: MEMBERS,
    async prepare(ctx) {
      userIds = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<ChannelFollowsTable>[] = [];
      for (let i = from; i < Math.min(to, userIds.length); i++) {
        const first = hash(i) % CHANNEL_COUNT;
        const createdAt = ctx.now - (hash(i + 1) % 365) * DAY_MS;
        rows.push({ user_id: userIds[i]!, channel_id: 1 + first, created_at: createdAt });
        if (i % 2 === 0) {
          const second = (first + 1 + (hash(i + 2) % (CHANNEL_COUNT - 1))) % CHANNEL_COUNT;
          rows.push({ user_id: userIds[i]!, channel_id: 1 + second, created_at: createdAt });
        }
      }
      if (rows.length > 0) await ctx.insert('channel_follows', rows);
    },
  };
}
