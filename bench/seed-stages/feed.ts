import type { Insertable } from 'kysely';
import {
  MOMENT_AVATAR_KEYS,
  MOMENT_REACTION_KEYS,
  UROCAMPUS_AREA_ID,
} from '../../packages/shared/src/index.ts';
import { scoreFor } from '../../packages/server/src/domains/feed/list.ts';
import type {
  CommentsTable,
  FeedItemsTable,
  MomentReactionsTable,
  MomentsTable,
  PostLikesTable,
  PostsTable,
} from '../../packages/server/src/platform/db/tables/feed.ts';
import { commentsFor, MOMENT_TEXTS, POST_TEXTS } from '../../packages/server/src/seed/feed-texts.ts';
import { createRandom, type TRandom } from '../lib/random.ts';
import { countRows, resetIdSequence } from './helpers.ts';
import type { TSeedStage } from './types.ts';

export const FEED_ITEM_COUNT = 1_000_000;
const SPAN_MS = 60 * 24 * 3600 * 1000;
const CHANNEL_COUNT = 6;
const RANDOM_SEED = 300_000;

/**
 * Item i (0-based, oldest first) is a moment when i % 4 === 3, else a post; every 20th item
 * (i % 20 === 10, a post) lies in Urocampus. Posts, moments and feed_items take the explicit id
 * i + 1, so a bench route can name a general-community post without a lookup (i % 4 === 0).
 */
export function feedItemKind(i: number): 'post' | 'moment' {
  return i % 4 === 3 ? 'moment' : 'post';
}
export function feedItemArea(i: number): number | null {
  return i % 20 === 10 ? UROCAMPUS_AREA_ID : null;
}

const POST_BODIES = Object.values(POST_TEXTS).flat();

/**
 * 1,000,000 feed items over the last 60 days (750,000 posts, 250,000 moments), about two likes or
 * reactions per item and a comment on every third; counters and feed_items match the rows.
 */
export function createFeedStage(): TSeedStage {
  let random: TRandom;
  let users = 1;
  let count = FEED_ITEM_COUNT;
  const memberOf = (seed: number) => 1 + (seed % users);
  return {
    name: 'feed',
    count: FEED_ITEM_COUNT,
    independentBatches: true,
    batchSize: 20_000,
    async prepare(ctx) {
      random = createRandom(RANDOM_SEED);
      users = Math.max(1, await countRows(ctx, 'users'));
      count = Math.max(1, Math.round(FEED_ITEM_COUNT * ctx.scale));
    },
    async insertBatch(ctx, from, to) {
      const posts: Insertable<PostsTable>[] = [];
      const moments: Insertable<MomentsTable>[] = [];
      const items: Insertable<FeedItemsTable>[] = [];
      const likes: Insertable<PostLikesTable>[] = [];
      const reactions: Insertable<MomentReactionsTable>[] = [];
      const postComments: Array<Insertable<CommentsTable> & { post_id: number }> = [];
      const momentComments: Array<Insertable<CommentsTable> & { moment_id: number }> = [];
      for (let i = from; i < to; i++) {
        const id = i + 1;
        const createdAt = ctx.now - Math.floor(((count - i) * SPAN_MS) / count);
        const authorId = memberOf(random.int(0, users - 1));
        const closedAreaId = feedItemArea(i);
        const likeCount = random.int(0, 4);
        const likers = Array.from({ length: likeCount }, (_, k) => memberOf(authorId + 1 + k * 7919));
        const commented = random.chance(1 / 3);
        const comment = commented
          ? {
              user_id: memberOf(authorId + 104_729),
              parent_id: null,
              body: random.pick(commentsFor('')),
              created_at: createdAt + 60_000,
            }
          : null;
        if (feedItemKind(i) === 'post') {
          const channelId = 1 + random.int(0, CHANNEL_COUNT - 1);
          posts.push({
            id,
            uuid: `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`,
            user_id: authorId,
            channel_id: channelId,
            closed_area_id: closedAreaId,
            body: random.pick(POST_BODIES),
            images: '[]',
            survey_title: null,
            survey_votes_count: 0,
            likes_count: likeCount,
            comments_count: commented ? 1 : 0,
            created_at: createdAt,
            updated_at: createdAt,
          });
          for (const user of likers)
            likes.push({ post_id: id, user_id: user, created_at: createdAt + 120_000 });
          if (comment) postComments.push({ ...comment, post_id: id });
          items.push({
            id,
            kind: 'post',
            ref_id: id,
            user_id: authorId,
            area_id: closedAreaId ?? 0,
            channel_id: channelId,
            created_at: createdAt,
            score: scoreFor(createdAt, likeCount),
          });
        } else {
          const counts: Record<string, number> = {};
          for (const user of likers) {
            const type = random.pick(MOMENT_REACTION_KEYS);
            counts[type] = (counts[type] ?? 0) + 1;
            reactions.push({ moment_id: id, user_id: user, type, created_at: createdAt + 120_000 });
          }
          moments.push({
            id,
            uuid: `00000000-0000-4000-9000-${id.toString(16).padStart(12, '0')}`,
            user_id: authorId,
            closed_area_id: closedAreaId,
            content: random.pick(MOMENT_TEXTS),
            avatar_key: random.pick(MOMENT_AVATAR_KEYS),
            heart_count: counts['heart'] ?? 0,
            clap_count: counts['clap'] ?? 0,
            laugh_count: counts['laugh'] ?? 0,
            wow_count: counts['wow'] ?? 0,
            sad_count: counts['sad'] ?? 0,
            strong_count: counts['strong'] ?? 0,
            reactions_count: likeCount,
            comments_count: commented ? 1 : 0,
            created_at: createdAt,
            updated_at: createdAt,
          });
          if (comment) momentComments.push({ ...comment, moment_id: id });
          items.push({
            id,
            kind: 'moment',
            ref_id: id,
            user_id: authorId,
            area_id: closedAreaId ?? 0,
            channel_id: null,
            created_at: createdAt,
            score: scoreFor(createdAt, likeCount),
          });
        }
      }
      await ctx.insert('posts', posts);
      await ctx.insert('moments', moments);
      await ctx.insert('feed_items', items);
      await ctx.insert('post_likes', likes);
      await ctx.insert('moment_reactions', reactions);
      await ctx.insert('post_comments', postComments);
      await ctx.insert('moment_comments', momentComments);
    },
    async finish(ctx) {
      for (const table of ['posts', 'moments', 'feed_items', 'post_comments', 'moment_comments'] as const) {
        await resetIdSequence(ctx, table);
      }
    },
  };
}
