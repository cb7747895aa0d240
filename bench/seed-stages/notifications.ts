import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../../packages/server/src/platform/db/tables/notifications.ts';
import { UROCAMPUS_AREA_ID } from '../../packages/shared/src/index.ts';
import { dropSecondaryIndexes } from './helpers.ts';
import type { TSeedStage } from './types.ts';

export const NOTIFICATION_COUNT = 5_000_000;
/** The newest few of each member are unseen, so the badge counts something. */
const UNSEEN_PER_MEMBER = 5;
/** Of the older ones, one in this many stays unseen. */
const OLDER_UNSEEN_ONE_IN = 10;
/** Members with a push subscription (percent), and the share of theirs a push reached (quiet hours, settings). */
const PUSH_MEMBERS_PERCENT = 55;
const PUSHED_PERCENT = 85;
/** Percent of the rows that are the Urocampus' own notifications (admin statistics, "special" types). */
const NEW_MEMBER_PERCENT = 5;
const INACTIVE_PERCENT = 3;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
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
 * the other so the (user_id, updated_at, id) index grows in order, spread over each member's time
 * since signing up (the admin statistics count them per week over a year). Rows have the shape the
 * event handler writes (one actor, group keys per item); `notification_actors` is left empty
 * because nothing on the read path uses it, and it would double the seed time. The newest five of
 * a member and one in ten of the older are unseen; 55 % of the members have a device that got most
 * of theirs by push (`pushed_at`); 8 % are the Urocampus' own (new members, inactivity reminders).
 * The table's secondary indexes are built after the load.
 */
export function createNotificationsStage(): TSeedStage {
  let members: Array<{ id: number; created_at: number }> = [];
  let perMember = 1;
  let restoreIndexes: () => Promise<void> = async () => {};
  return {
    name: 'notifications',
    count: NOTIFICATION_COUNT,
    batchSize: 20_000,
    independentBatches: true,
    async prepare(ctx) {
      members = await ctx.db.selectFrom('users').select(['id', 'created_at']).orderBy('id').execute();
      perMember = Math.max(1, Math.ceil((NOTIFICATION_COUNT * ctx.scale) / Math.max(1, members.length)));
      restoreIndexes = await dropSecondaryIndexes(ctx, 'notifications');
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<NotificationsTable>[] = [];
      for (let i = from; i < to; i++) {
        const position = Math.floor(i / perMember) % members.length;
        const k = i % perMember;
        const member = members[position]!;
        const userId = member.id;
        const actorId = members[(position + 1 + (hash(i) % (members.length - 1))) % members.length]!.id;
        const roll = hash(i * 7) % 100;
        const special =
          roll < NEW_MEMBER_PERCENT
            ? 'closed_area_new_member'
            : roll < NEW_MEMBER_PERCENT + INACTIVE_PERCENT
              ? '7_days_inactive_in_urocampus'
              : null;
        const kind = special ?? KINDS[hash(i * 7) % KINDS.length]!;
        const itemId = 1 + (hash(i * 13) % 250_000);
        // Between sign-up and now, in order within the member, jittered by less than a step.
        const step = Math.max(60_000, ctx.now - member.created_at - HOUR_MS) / perMember;
        const at = Math.min(
          ctx.now - 60_000,
          member.created_at + Math.floor(step * (k + 0.9 * (hash(i * 17) / 4_294_967_296))) + 1,
        );
        const isSeen = k < perMember - UNSEEN_PER_MEMBER && hash(i * 19) % OLDER_UNSEEN_ONE_IN !== 0;
        const isPushed = hash(userId * 7) % 100 < PUSH_MEMBERS_PERCENT && hash(i * 29) % 100 < PUSHED_PERCENT;
        const isMoment = !special && kind.startsWith('moment_');
        const isPost = !special && (kind === 'like' || kind === 'comment' || kind === 'comment_answer');
        rows.push({
          user_id: userId,
          type: kind,
          group_key: `${kind}:${i}`,
          actor_id: special ? null : actorId,
          actor_count: special ? 0 : 1,
          event_count: 1,
          post_id: isPost ? itemId : null,
          moment_id: isMoment ? itemId : null,
          comment_id: null,
          group_id: null,
          event_id: null,
          chat_id: null,
          request_id: kind === 'connection_accepted' ? i + 1 : null,
          closed_area_id: special ? UROCAMPUS_AREA_ID : null,
          data: null,
          is_seen: isSeen ? 1 : 0,
          seen_at: isSeen ? Math.min(ctx.now, at + (hash(i * 23) % (2 * DAY_MS))) : null,
          pushed_at: isPushed ? at : null,
          created_at: at,
          updated_at: at,
        });
      }
      await ctx.insert('notifications', rows);
    },
    async finish() {
      await restoreIndexes();
    },
  };
}
