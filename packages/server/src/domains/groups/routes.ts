/**
 * Group endpoints (docs/groups.md has the table). Each handler: the schema validates, requireMember
 * answers 401, policy.ts answers 404 ('Invalid group ID') and 403, then the service runs.
 */
import { z } from 'zod';
import { moderationStateOf } from '../moderation/filters.ts';
import {
  ZCreateGroup,
  ZGroupAnswer,
  ZGroupListPage,
  ZGroupListQuery,
  ZGroupMemberParams,
  ZGroupMembersPage,
  ZGroupMembersQuery,
  ZGroupParams,
  ZGroupPostParams,
  ZGroupPostsPage,
  ZGroupPostsQuery,
  ZGroupsAnswer,
  ZInviteCandidatesAnswer,
  ZInviteCandidatesQuery,
  ZInviteResult,
  ZInviteToGroup,
  ZPinGroupPost,
  ZPostCreationModalAnswer,
  ZSetGroupNotify,
  ZSetGroupRole,
  ZUpdateGroup,
  GROUP_MESSAGES,
} from '@pflegepuls/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireMember, requireUser } from '../../platform/session.ts';
import { PRIVATE_FILE_PARAMS, sendPrivateUpload } from '../../platform/uploads.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { listChannels } from '../feed/channels.ts';
import {
  acceptInvitation,
  approveRequest,
  createGroup,
  declineInvitation,
  declineRequest,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  removeMember,
  setNotify,
  setRole,
  updateGroup,
} from './membership.ts';
import {
  assertCanInvite,
  assertCanSeeArea,
  assertCanSeeGroup,
  assertGroupAdmin,
  assertGroupMember,
  assertGroupOwner,
} from './policy.ts';
import { renderPostCreationModal } from './post-creation-modal.ts';
import { getGroupPosts, pinGroupPost, removeGroupPost } from './posts.ts';
import {
  findInviteCandidates,
  getGroupDetail,
  getMyGroups,
  listGroups,
  listGroupMembers,
} from './service.ts';

// Reads use the platform's default limit (lists are prefetched and paged); actions have their own.
const actionLimit = { max: 60, windowMs: 60_000 };
const inviteLimit = { max: 30, windowMs: 60_000 };
const ZNoContent = z.null();

/** The detail answer after a change. */
async function detail(db: Kysely<DB>, userId: number, groupId: number) {
  const { group, membership } = await assertCanSeeGroup(db, userId, groupId);
  const [data, moderated] = await Promise.all([
    getGroupDetail(db, userId, group, membership),
    moderationStateOf(db, 'group', groupId),
  ]);
  return { data: moderated ? { ...data, isHidden: true } : data };
}

export function registerGroupRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const { events } = deps;

  // The shell prefetches this to count invitations (000 §3, §7); its shape stays as it was.
  app.get(
    '/api/groups/all',
    { preValidation: requireMember, schema: { response: { 200: ZGroupsAnswer } } },
    async (request) => ({ data: await getMyGroups(db, requireUser(request)) }),
  );

  app.get(
    '/groups/post_creation_modal',
    {
      preValidation: requireMember,
      schema: { response: { 200: ZPostCreationModalAnswer } },
    },
    async () => ({ data: renderPostCreationModal(await listChannels(db)) }),
  );

  app.get(
    '/api/groups',
    {
      preValidation: requireMember,
      schema: { querystring: ZGroupListQuery, response: { 200: ZGroupListPage } },
    },
    async (request) => {
      const user = requireUser(request);
      await assertCanSeeArea(db, user.id, request.query.closedAreaId || null);
      return listGroups(db, user, request.query);
    },
  );

  app.post(
    '/api/groups',
    {
      config: { rateLimit: { max: 20, windowMs: 60 * 60_000 } },
      preValidation: requireMember,
      schema: { body: ZCreateGroup, response: { 201: ZGroupAnswer } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      // Any member of the area may create a group there (docs/groups.md).
      await assertCanSeeArea(db, id, request.body.closedAreaId);
      const groupId = await createGroup(db, id, request.body);
      return reply.status(201).send(await detail(db, id, groupId));
    },
  );

  app.get(
    '/api/groups/:id',
    {
      preValidation: requireMember,
      schema: { params: ZGroupParams, response: { 200: ZGroupAnswer } },
    },
    async (request) => detail(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    '/api/groups/:id',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupParams, body: ZUpdateGroup, response: { 200: ZGroupAnswer } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await assertGroupAdmin(db, id, request.params.id);
      await updateGroup(db, request.params.id, request.body);
      return detail(db, id, request.params.id);
    },
  );

  app.post(
    '/api/groups/:id/join',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupParams, response: { 200: ZGroupAnswer } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { group, membership } = await assertCanSeeGroup(db, id, request.params.id);
      await joinGroup(db, events, id, group, membership);
      return detail(db, id, group.id);
    },
  );

  app.post(
    '/api/groups/:id/leave',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupParams, response: { 200: ZGroupAnswer } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { group, membership } = await assertCanSeeGroup(db, id, request.params.id);
      // Members leave, requesters withdraw; an invitation is declined instead.
      if (!membership || membership.status === 'pending')
        throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupMember);
      await leaveGroup(db, id, group, membership);
      return detail(db, id, group.id);
    },
  );

  for (const [action, run] of [
    ['accept', acceptInvitation],
    ['decline', declineInvitation],
  ] as const) {
    app.post(
      `/api/groups/:id/invitation/${action}`,
      {
        config: { rateLimit: actionLimit },
        preValidation: requireMember,
        schema: { params: ZGroupParams, response: { 200: ZGroupAnswer } },
      },
      async (request) => {
        const { id } = requireUser(request);
        await assertCanSeeGroup(db, id, request.params.id);
        await run(db, id, request.params.id);
        return detail(db, id, request.params.id);
      },
    );
  }

  app.get(
    '/api/groups/:id/members',
    {
      preValidation: requireMember,
      schema: { params: ZGroupParams, querystring: ZGroupMembersQuery, response: { 200: ZGroupMembersPage } },
    },
    async (request) => {
      const { id } = requireUser(request);
      // Members see the members; requests and invitations are the admins' business.
      if (request.query.status === 'member') await assertGroupMember(db, id, request.params.id);
      else await assertGroupAdmin(db, id, request.params.id);
      return listGroupMembers(db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/groups/:id/invite-candidates',
    {
      preValidation: requireMember,
      schema: {
        params: ZGroupParams,
        querystring: ZInviteCandidatesQuery,
        response: { 200: ZInviteCandidatesAnswer },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const group = await assertCanInvite(db, id, request.params.id);
      return { data: await findInviteCandidates(db, id, group, request.query.q) };
    },
  );

  app.post(
    '/api/groups/:id/invitations',
    {
      config: { rateLimit: inviteLimit },
      preValidation: requireMember,
      schema: { params: ZGroupParams, body: ZInviteToGroup, response: { 200: ZInviteResult } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const group = await assertCanInvite(db, id, request.params.id);
      return { data: { invited: await inviteToGroup(db, events, id, group, request.body.userIds) } };
    },
  );

  app.post(
    '/api/groups/:id/requests/:userId/approve',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupMemberParams, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const group = await assertGroupAdmin(db, id, request.params.id);
      await approveRequest(db, events, id, group, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/groups/:id/requests/:userId/decline',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupMemberParams, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const group = await assertGroupAdmin(db, requireUser(request).id, request.params.id);
      await declineRequest(db, group, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/groups/:id/members/:userId',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupMemberParams, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const group = await assertGroupAdmin(db, id, request.params.id);
      if (request.params.userId === id) throw new AppError('CONFLICT', GROUP_MESSAGES.notAMember);
      await removeMember(db, group.membership, group, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/groups/:id/members/:userId',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupMemberParams, body: ZSetGroupRole, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const group = await assertGroupOwner(db, requireUser(request).id, request.params.id);
      await setRole(db, group, request.params.userId, request.body.role);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/groups/:id/notifications',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupParams, body: ZSetGroupNotify, response: { 200: ZGroupAnswer } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await assertGroupMember(db, id, request.params.id);
      await setNotify(db, request.params.id, id, request.body.notify);
      return detail(db, id, request.params.id);
    },
  );

  app.get(
    '/api/groups/:id/posts',
    {
      preValidation: requireMember,
      schema: { params: ZGroupParams, querystring: ZGroupPostsQuery, response: { 200: ZGroupPostsPage } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const group = await assertGroupMember(db, id, request.params.id);
      return getGroupPosts(db, id, group, request.query.cursor);
    },
  );

  app.put(
    '/api/groups/:id/pinned',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupParams, body: ZPinGroupPost, response: { 200: ZGroupAnswer } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const group = await assertGroupAdmin(db, id, request.params.id);
      await pinGroupPost(db, events, id, group, request.body.postId);
      return detail(db, id, group.id);
    },
  );

  app.delete(
    '/api/groups/:id/posts/:postId',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZGroupPostParams, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const group = await assertGroupAdmin(db, requireUser(request).id, request.params.id);
      await removeGroupPost(db, deps.config, group, request.params.postId);
      return reply.status(204).send(null);
    },
  );
  // Images of group posts (platform/uploads.ts): members of the group only.
  app.get(
    '/uploads/private/groups/:id/:kind/:name',
    {
      preValidation: requireMember,
      schema: { params: ZGroupParams.extend(PRIVATE_FILE_PARAMS) },
    },
    async (request, reply) => {
      await assertGroupMember(db, requireUser(request).id, request.params.id);
      return sendPrivateUpload(reply, deps.config, { of: 'groups', id: request.params.id }, request.params);
    },
  );
}
