/**
 * Group posts (docs/groups.md): written through the feed's post creation (`POST /api/posts` with
 * `groupId`), listed here from the group's own stream; admins pin and remove them. New posts and
 * pins reach the members by their notification setting.
 */
import type { Kysely } from 'kysely';
import { GROUP_MESSAGES, GROUP_POSTS_PAGE_SIZE, type TGroupPostsPage } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { validationError } from '../../platform/errors.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import { removeUploads } from '../../platform/uploads.ts';
import { loadPosts } from '../feed/hydrate.ts';
import { getGroupPostsPage } from '../feed/list.ts';
import { deletePost } from '../feed/posts.ts';
import type { TGroupRow } from './policy.ts';

/** A page of the group's posts; the first page carries the pinned post apart. */
export async function getGroupPosts(
  db: Kysely<DB>,
  viewerId: number,
  group: TGroupRow,
  cursor: string | undefined,
): Promise<TGroupPostsPage> {
  const pinnedId = group.pinned_post_id;
  const [page, pinned] = await Promise.all([
    getGroupPostsPage(db, viewerId, group.id, {
      cursor,
      take: GROUP_POSTS_PAGE_SIZE,
      excludePostId: pinnedId,
    }),
    pinnedId !== null && cursor === undefined ? loadPosts(db, viewerId, [pinnedId]) : Promise.resolve(null),
  ]);
  return {
    data: page.items,
    pinned: (pinnedId !== null && pinned?.get(pinnedId)) || null,
    nextCursor: page.nextCursor,
  };
}

async function assertPostInGroup(db: Kysely<DB>, groupId: number, postId: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'group_id'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || post.group_id !== groupId) throw validationError({ postId: [GROUP_MESSAGES.postNotInGroup] });
}

/** Pins a post of the group (or unpins with null) and tells the members who follow pins. */
export async function pinGroupPost(
  db: Kysely<DB>,
  events: TDomainEvents,
  actorId: number,
  group: TGroupRow,
  postId: number | null,
): Promise<void> {
  if (postId !== null) await assertPostInGroup(db, group.id, postId);
  await db
    .updateTable('groups')
    .set({ pinned_post_id: postId, updated_at: Date.now() })
    .where('id', '=', group.id)
    .execute();
  if (postId === null || postId === group.pinned_post_id) return;
  await fanOut(db, events, {
    group,
    actorId,
    postId,
    settings: ['all', 'pinned'],
    type: 'group_post_pinned',
  });
}

/** Removes a post of the group (an admin's action; authors delete their own through the feed). */
export async function removeGroupPost(db: Kysely<DB>, config: TConfig, group: TGroupRow, postId: number) {
  await assertPostInGroup(db, group.id, postId);
  const images = await deletePost(db, postId);
  await removeUploads(
    config,
    images.flatMap((image) => [image.path, image.cPath]),
  );
}

/** One event per member whose setting is among `settings`, the actor left out. */
async function fanOut(
  db: Kysely<DB>,
  events: TDomainEvents,
  options: {
    group: TGroupRow;
    actorId: number;
    postId: number;
    settings: Array<'all' | 'pinned'>;
    type: 'group_posted' | 'group_post_pinned';
  },
) {
  const { group } = options;
  const recipients = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', group.id)
    .where('status', '=', 'member')
    .where('notify', 'in', options.settings)
    .where('user_id', '<>', options.actorId)
    .execute();
  for (const { user_id } of recipients) {
    await events.publish({
      type: options.type,
      actorId: options.actorId,
      recipientId: user_id,
      groupId: group.id,
      postId: options.postId,
      closedAreaId: group.closed_area_id,
      community: group.closed_area_id === null,
    });
  }
}

/** The subscriber of `group_post_created`: a new post reaches the members who want every post. */
export async function handleGroupPostCreated(db: Kysely<DB>, events: TDomainEvents, event: TDomainEvent) {
  if (event.type !== 'group_post_created') return;
  const group = await db
    .selectFrom('groups')
    .select([
      'id',
      'closed_area_id',
      'title',
      'description',
      'about',
      'join_mode',
      'members_count',
      'pinned_post_id',
      'created_by',
      'created_at',
    ])
    .where('id', '=', event.groupId)
    .executeTakeFirst();
  // The group may be gone by the time the job runs.
  if (!group) return;
  await fanOut(db, events, {
    group,
    actorId: event.actorId,
    postId: event.postId,
    settings: ['all'],
    type: 'group_posted',
  });
}
