import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../../packages/server/src/platform/db/tables/notifications.ts';
import type { TSeedStage } from './types.ts';

export const NOTIFICATION_COUNT = 5_000_000;
/** The newest few of each member are unseen, so the badge counts something. */
const UNSEEN_PER_MEMBER = 5;
const HOUR_MS = 3600 * 1000;
/** Kinds spread over a member's list; ids point into the seeded feed's range. */
const KINDS = [
  'like',
  'comment',
  'comment_answer',
  'moment_like',
  'moment_comment',
  'connection_accepted',
] as const;

/** A fixed pseudo-random 32-bit hash (the stage must yield the same rows on every run). */
function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * 5,000,000 notifications: the same number per member (50 at 100,000 members), one member after
 * the other so the (user_id, updated_at, id) index grows in order. Rows have the shape the event
 * handler writes (one actor, group keys per item); `notification_actors` is left empty because
 * nothing on the read path uses it, and it would double the seed time.
 */
export function createNotificationsStage(): TSeedStage {
  let members: number[] = [];
  let perMember = 1;
  return {
    name: 'notifications',
    count: NOTIFICATION_COUNT,
    batchSize: 20_000,
    independentBatches: true,
    async prepare(ctx) {
      members = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
      perMember = Math.max(1, Math.ceil((NOTIFICATION_COUNT * ctx.scale) / Math.max(1, members.length)));
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<NotificationsTable>[] = [];
      for (let i = from; i < to; i++) {
        const position = Math.floor(i / perMember) % members.length;
        const k = i % perMember;
        const userId = members[position]!;
        const actorId = members[(position + 1 + (hash(i) % (members.length - 1))) % members.length]!;
        const kind = KINDS[hash(i * 7) % KINDS.length]!;
        const itemId = 1 + (hash(i * 13) % 250_000);
        const at = ctx.now - (perMember - k) * 6 * HOUR_MS - (hash(i * 17) % HOUR_MS);
        const isSeen = k < perMember - UNSEEN_PER_MEMBER;
        const isMoment = kind.startsWith('moment_');
        const isPost = kind === 'like' || kind === 'comment' || kind === 'comment_answer';
        rows.push({
          user_id: userId,
          type: kind,
          group_key: `${kind}:${i}`,
          actor_id: actorId,
          actor_count: 1,
          event_count: 1,
          post_id: isPost ? itemId : null,
          moment_id: isMoment ? itemId : null,
          comment_id: null,
          group_id: null,
          event_id: null,
          chat_id: null,
          request_id: kind === 'connection_accepted' ? i + 1 : null,
          closed_area_id: null,
          data: null,
          is_seen: isSeen ? 1 : 0,
          seen_at: isSeen ? at : null,
          created_at: at,
          updated_at: at,
        });
      }
      await ctx.insert('notifications', rows);
    },
  };
}
