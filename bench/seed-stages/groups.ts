/**
 * The groups of the large seed (docs/groups.md): every member in the Urocampus, 2,000 groups (four
 * in five in the Urocampus, the rest in the community), 200,000 memberships (100 per group, every
 * member in two groups) and 200,000 group posts with their feed items (area_id = -group_id).
 *
 * Membership j puts member ((j + 7 * round) mod U) into group (j mod G), round = floor(j / U): in
 * round 0 member u is in group u mod G, in round 1 in group (u - 7) mod G, so no pair repeats and
 * every member (the bench's logged-in ones too) belongs to groups. Group g's owner is member g.
 */
import type { Insertable } from 'kysely';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { groupStreamId, scoreFor } from '../../packages/server/src/domains/feed/list.ts';
import type { FeedItemsTable, PostsTable } from '../../packages/server/src/platform/db/tables/feed.ts';
import type { GroupMembersTable, GroupsTable } from '../../packages/server/src/platform/db/tables/groups.ts';
import { POST_TEXTS } from '../../packages/server/src/seed/feed-texts.ts';
import { SEED_GROUPS } from '../../packages/server/src/seed/group-texts.ts';
import { countRows, resetIdSequence } from './helpers.ts';
import type { TSeedContext, TSeedStage } from './types.ts';

export const GROUP_COUNT = 2_000;
const MEMBERSHIP_COUNT = 200_000;
const GROUP_POST_COUNT = 200_000;
const SPAN_MS = 60 * 24 * 3600 * 1000;
const CHANNEL_COUNT = 6;
const JOIN_MODES = ['open', 'open', 'request', 'invite'] as const;
const POST_BODIES = [...Object.values(POST_TEXTS).flat(), ...SEED_GROUPS.flatMap((g) => g.posts)];

/** Group g (1-based id g + 1) lies in the Urocampus unless g % 5 === 0. */
export function groupArea(g: number): number | null {
  return g % 5 === 0 ? null : UROCAMPUS_AREA_ID;
}

function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

type TShape = { users: number[]; groups: number };

async function loadShape(ctx: TSeedContext): Promise<TShape> {
  const users = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  return { users, groups: Math.max(1, Math.round(GROUP_COUNT * ctx.scale)) };
}

/** Every member joins the Urocampus (skipped for those who are in already). */
export function createUrocampusMembersStage(): TSeedStage {
  let users: number[] = [];
  return {
    name: 'urocampus members',
    count: 100_000,
    batchSize: 5_000,
    async prepare(ctx) {
      users = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
    },
    async insertBatch(ctx, from, to) {
      const ids = users.slice(from, to);
      if (ids.length === 0) return;
      await ctx.db
        .insertInto('closed_area_memberships')
        .values(
          ids.map((id) => ({
            closed_area_id: UROCAMPUS_AREA_ID,
            user_id: id,
            accepted_terms_version: '2026-01',
            accepted_at: ctx.now - 200 * 24 * 3600 * 1000,
            created_at: ctx.now - 200 * 24 * 3600 * 1000,
          })),
        )
        .onConflict((oc) => oc.columns(['closed_area_id', 'user_id']).doNothing())
        .execute();
      await ctx.db.updateTable('users').set({ is_urocampus_member: 1 }).where('id', 'in', ids).execute();
    },
  };
}

export function createGroupsStage(): TSeedStage {
  let shape: TShape = { users: [], groups: 1 };
  return {
    name: 'groups',
    count: GROUP_COUNT,
    async prepare(ctx) {
      shape = await loadShape(ctx);
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<GroupsTable>[] = [];
      for (let g = from; g < to; g++) {
        const seed = SEED_GROUPS[g % SEED_GROUPS.length]!;
        const createdAt = ctx.now - (hash(g) % 365) * 24 * 3600 * 1000;
        rows.push({
          id: g + 1,
          closed_area_id: groupArea(g),
          title: `${seed.title} ${Math.floor(g / SEED_GROUPS.length) + 1}`,
          description: seed.description,
          about: seed.about,
          join_mode: JOIN_MODES[hash(g + 1) % JOIN_MODES.length]!,
          members_count: 0,
          created_by: shape.users[g % shape.users.length]!,
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
      await ctx.insert('groups', rows);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'groups');
    },
  };
}

export function createGroupMembershipsStage(): TSeedStage {
  let shape: TShape = { users: [], groups: 1 };
  return {
    name: 'group memberships',
    count: MEMBERSHIP_COUNT,
    batchSize: 20_000,
    independentBatches: true,
    async prepare(ctx) {
      shape = await loadShape(ctx);
    },
    async insertBatch(ctx, from, to) {
      const U = shape.users.length;
      const rows: Insertable<GroupMembersTable>[] = [];
      for (let j = from; j < to; j++) {
        const round = Math.floor(j / U);
        const g = j % shape.groups;
        const u = (j + 7 * round) % U;
        // Beyond two rounds pairs could repeat (only with more memberships than 2 × members).
        if (round > 1) continue;
        const owner = round === 0 && u === g % U;
        rows.push({
          group_id: g + 1,
          user_id: shape.users[u]!,
          status: 'member',
          role: owner ? 'owner' : hash(j) % 50 === 0 ? 'moderator' : 'member',
          notify: (['all', 'all', 'pinned', 'none'] as const)[hash(j + 3) % 4]!,
          invited_by: null,
          created_at: ctx.now - (hash(j + 5) % 300) * 24 * 3600 * 1000,
        });
      }
      await ctx.insert('group_members', rows);
    },
    async finish(ctx) {
      // members_count as the rows say.
      await ctx.db
        .updateTable('groups')
        .set((eb) => ({
          members_count: eb
            .selectFrom('group_members')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('group_members.group_id', '=', 'groups.id')
            .where('group_members.status', '=', 'member'),
        }))
        .execute();
    },
  };
}

export function createGroupPostsStage(): TSeedStage {
  let shape: TShape = { users: [], groups: 1 };
  let postOffset = 0;
  let itemOffset = 0;
  let count = GROUP_POST_COUNT;
  return {
    name: 'group posts',
    count: GROUP_POST_COUNT,
    batchSize: 20_000,
    independentBatches: true,
    async prepare(ctx) {
      shape = await loadShape(ctx);
      count = Math.max(1, Math.round(GROUP_POST_COUNT * ctx.scale));
      const posts = await ctx.db
        .selectFrom('posts')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      const items = await ctx.db
        .selectFrom('feed_items')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      postOffset = Number(posts?.m ?? 0);
      itemOffset = Number(items?.m ?? 0);
      if (postOffset === 0) postOffset = await countRows(ctx, 'posts');
    },
    async insertBatch(ctx, from, to) {
      const U = shape.users.length;
      const G = shape.groups;
      const posts: Insertable<PostsTable>[] = [];
      const items: Insertable<FeedItemsTable>[] = [];
      for (let p = from; p < to; p++) {
        const g = p % G;
        // A round-0 member of the group: u ≡ g (mod G).
        const u = (g + G * (hash(p) % Math.max(1, Math.floor(U / G)))) % U;
        const id = postOffset + p + 1;
        const createdAt = ctx.now - Math.floor(((count - p) * SPAN_MS) / count);
        const channelId = 1 + (hash(p + 11) % CHANNEL_COUNT);
        const likes = hash(p + 13) % 5;
        posts.push({
          id,
          uuid: `00000000-0000-4000-a000-${id.toString(16).padStart(12, '0')}`,
          user_id: shape.users[u]!,
          channel_id: channelId,
          closed_area_id: groupArea(g),
          group_id: g + 1,
          body: POST_BODIES[hash(p + 17) % POST_BODIES.length]!,
          images: '[]',
          survey_title: null,
          likes_count: likes,
          comments_count: 0,
          created_at: createdAt,
          updated_at: createdAt,
        });
        items.push({
          id: itemOffset + p + 1,
          kind: 'post',
          ref_id: id,
          user_id: shape.users[u]!,
          area_id: groupStreamId(g + 1),
          channel_id: channelId,
          created_at: createdAt,
          score: scoreFor(createdAt, likes),
        });
      }
      await ctx.insert('posts', posts);
      await ctx.insert('feed_items', items);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'posts');
      await resetIdSequence(ctx, 'feed_items');
    },
  };
}
