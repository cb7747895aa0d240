/**
 * Who may do what with posts and their comments. Route handlers call these before the service,
 * so a 403 is visible in the handler (STYLE.md: Outline's policies). General-community items are
 * for every member, closed-area items only for members of that area (moments use the same rule),
 * group posts only for members of the group. A company post is the company's: its members (owner,
 * recruiter) and admins write, edit and delete it (companies/policy.ts decides who they are).
 */
import type { Kysely } from 'kysely';
import { COMPANY_POST_MESSAGES, FEED_MESSAGES, type TCreatePost } from '@pflegepuls/shared';
import { visibleToViewer } from '../moderation/filters.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';
import type { TSessionUser } from '../../platform/session.ts';
import { assertCompanyEditor, canEditCompany } from '../companies/policy.ts';
import { assertGroupMember } from '../groups/policy.ts';
import { assertCanDeleteComment } from '../comments/thread.ts';
import { POST_COMMENTS } from './comments.ts';
import { assertChannelExists } from './posts.ts';

/**
 * 403 unless the member may see items of this area (null = general community, always allowed):
 * members of the area who accepted its current terms (docs/closed-areas.md).
 */
export async function assertCanReadArea(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number | null | undefined,
): Promise<void> {
  if (!closedAreaId) return;
  await assertClosedAreaMember(db, userId, closedAreaId, FEED_MESSAGES.closedAreaOnly);
}

/**
 * 422 for an unknown channel (checked first, as it always was) or a survey closing in the past, then
 * 403 unless the member belongs to the post's area, or for a group post to the group (groups/policy.ts).
 * A company post: 422 in an area or a group, 404 for an unknown company, 403 unless the member
 * belongs to the company or is an admin. Returns the input with the area a group post lives in (the
 * group's, whatever the client sent).
 */
export async function assertCanCreatePost(
  db: Kysely<DB>,
  user: TSessionUser,
  input: TCreatePost,
): Promise<TCreatePost> {
  const userId = user.id;
  await assertChannelExists(db, input.channelId);
  if (input.survey?.closesAt != null && input.survey.closesAt <= Date.now())
    throw validationError({ 'survey.closesAt': [FEED_MESSAGES.surveyClosesAtInvalid] });
  if (input.companyId) {
    if (input.groupId || input.closedAreaId)
      throw validationError({ companyId: [COMPANY_POST_MESSAGES.companyPostCommunityOnly] });
    await assertCompanyEditor(db, user, input.companyId);
    return { ...input, closedAreaId: null, groupId: null };
  }
  if (input.groupId) {
    const group = await assertGroupMember(db, userId, input.groupId);
    return { ...input, closedAreaId: group.closed_area_id };
  }
  await assertCanReadArea(db, userId, input.closedAreaId ?? null);
  return input;
}

/** The fields of a post the checks and the use cases after them need. */
export type TPostAccessRow = {
  id: number;
  user_id: number;
  closed_area_id: number | null;
  group_id: number | null;
  company_id: number | null;
  created_at: number;
  survey_title: string | null;
};

/** 404 when the post is missing, 403 when it lies in a closed area the viewer is not a member of; returns the post. */
export async function assertCanReadPost(
  db: Kysely<DB>,
  viewerId: number,
  postId: number,
): Promise<TPostAccessRow> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'closed_area_id', 'group_id', 'company_id', 'created_at', 'survey_title'])
    .where('id', '=', postId)
    // Blocked, muted, hidden (but one's own) and deleted posts are missing (docs/moderation.md).
    .where(visibleToViewer(viewerId, 'posts', { type: 'post', idColumn: 'id', isMoment: false }))
    .executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND', FEED_MESSAGES.postNotFound);
  await assertCanReadArea(db, viewerId, post.closed_area_id);
  // A group post is for the group's members only.
  if (post.group_id !== null) await assertGroupMember(db, viewerId, post.group_id);
  return post;
}

/**
 * As assertCanReadPost, and 403 unless the member wrote the post (edit and delete). A company post
 * belongs to the company: any of its members and admins may, nobody else (its writer neither once
 * they left the company).
 */
export async function assertCanEditPost(
  db: Kysely<DB>,
  user: TSessionUser,
  postId: number,
): Promise<TPostAccessRow> {
  const post = await assertCanReadPost(db, user.id, postId);
  if (post.company_id !== null) {
    if (!(await canEditCompany(db, user, post.company_id)))
      throw new AppError('FORBIDDEN', COMPANY_POST_MESSAGES.notCompanyPost);
    return post;
  }
  if (post.user_id !== user.id) throw new AppError('FORBIDDEN', FEED_MESSAGES.notOwnPost);
  return post;
}

/** 404/403 for the post as assertCanReadPost, then 404 for a missing comment and 403 unless the member wrote it. */
export async function assertCanDeletePostComment(
  db: Kysely<DB>,
  userId: number,
  postId: number,
  commentId: number,
): Promise<void> {
  await assertCanReadPost(db, userId, postId);
  await assertCanDeleteComment({ db, target: POST_COMMENTS, parentId: postId, commentId, userId });
}
