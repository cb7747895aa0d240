import { z } from 'zod';
import {
  zQueryInt,
  FEED_MESSAGES,
  MOMENT_AVATARS,
  MOMENT_LIKE_REACTION,
  MOMENT_MESSAGES,
  ZCommentCreated,
  ZCommentsPage,
  ZCommentsQuery,
  ZCreateMoment,
  ZCreateMomentComment,
  ZMomentAnswer,
  ZMomentAvatarsAnswer,
  ZMomentReact,
  ZMomentReactionState,
  ZMomentsPage,
  ZMomentsQuery,
  ZMomentsStats,
  type TMomentReactionKey,
} from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { hitLimit } from '../../platform/limiter.ts';
import { FEED_LIMITS } from '../feed/limits.ts';
import { createMomentComment, deleteMomentComment, findMomentComments } from './comments.ts';
import { createMoment, deleteMoment, findMoments, getMoment } from './moments.ts';
import {
  assertCanDeleteMoment,
  assertCanDeleteMomentComment,
  assertCanReadArea,
  assertCanReadMoment,
} from './policy.ts';
import { setMomentReaction } from './reactions.ts';
import { getMomentStats } from './stats.ts';

const ID_MESSAGE = 'Ungültige ID.';
const zId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE);
const ZMomentParams = z.object({ id: zId });
const ZCommentParams = z.object({ id: zId, commentId: zId });
const ZNoContent = z.null();

/** Moments ("Real Talk"): the prefetch calls of 000 §7 and the member's actions (docs/moments.md). */
export function registerMomentRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const { events, limiter } = deps;

  app.get(
    '/api/moments',
    { preValidation: requireMember, schema: { querystring: ZMomentsQuery, response: { 200: ZMomentsPage } } },
    async (request) => {
      const { id } = requireUser(request);
      await assertCanReadArea(db, id, request.query.closedAreaId ?? null);
      return findMoments(db, id, request.query);
    },
  );

  app.get(
    '/api/moments/stats',
    {
      preValidation: requireMember,
      schema: {
        querystring: z.object({ closedAreaId: zQueryInt.positive(FEED_MESSAGES.queryInvalid).optional() }),
        response: { 200: ZMomentsStats },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const closedAreaId = request.query.closedAreaId ?? null;
      await assertCanReadArea(db, id, closedAreaId);
      return { data: await getMomentStats(db, id, closedAreaId) };
    },
  );

  app.get(
    '/api/moments/get_available_avatars/:page',
    { preValidation: requireMember, schema: { response: { 200: ZMomentAvatarsAnswer } } },
    async () => ({
      data: MOMENT_AVATARS.map((a) => ({ key: a.key, emoji: a.emoji, label: a.label, color: a.color })),
    }),
  );

  app.get(
    '/api/moments/:id',
    { preValidation: requireMember, schema: { params: ZMomentParams, response: { 200: ZMomentAnswer } } },
    async (request) => {
      const { id } = requireUser(request);
      const moment = await assertCanReadMoment(db, id, request.params.id);
      return { data: await getMoment(db, id, moment) };
    },
  );

  app.post(
    '/api/moments',
    { preValidation: requireMember, schema: { body: ZCreateMoment, response: { 201: ZMomentAnswer } } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const input = request.body;
      await hitLimit(limiter, FEED_LIMITS.moments, id, MOMENT_MESSAGES.tooManyMoments);
      await assertCanReadArea(db, id, input.closedAreaId ?? null);
      return reply.status(201).send({ data: await createMoment(db, id, input) });
    },
  );

  app.delete(
    '/api/moments/:id',
    { preValidation: requireMember, schema: { params: ZMomentParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await assertCanDeleteMoment(db, requireUser(request).id, request.params.id);
      await deleteMoment(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const reactionRoute = {
    preValidation: requireMember,
    schema: { params: ZMomentParams, response: { 200: ZMomentReactionState } },
  };

  /** The member's reaction limit, then the moment's checks (404/403), then the change. */
  async function react(
    userId: number,
    momentId: number,
    type: TMomentReactionKey | null,
    onlyIf?: TMomentReactionKey,
  ) {
    await hitLimit(limiter, FEED_LIMITS.reactions, userId);
    const moment = await assertCanReadMoment(db, userId, momentId);
    return { data: await setMomentReaction({ db, events, userId, moment, type, onlyIf }) };
  }

  app.post(
    '/api/moments/:id/reactions',
    { ...reactionRoute, schema: { ...reactionRoute.schema, body: ZMomentReact } },
    async (request) => react(requireUser(request).id, request.params.id, request.body.type),
  );
  app.delete('/api/moments/:id/reactions', reactionRoute, async (request) =>
    react(requireUser(request).id, request.params.id, null),
  );
  app.post('/api/moments/:id/like', reactionRoute, async (request) =>
    react(requireUser(request).id, request.params.id, MOMENT_LIKE_REACTION),
  );
  // Unlike removes only a ❤️, not another reaction.
  app.delete('/api/moments/:id/like', reactionRoute, async (request) =>
    react(requireUser(request).id, request.params.id, null, MOMENT_LIKE_REACTION),
  );

  app.get(
    '/api/moments/:id/comments',
    {
      preValidation: requireMember,
      schema: { params: ZMomentParams, querystring: ZCommentsQuery, response: { 200: ZCommentsPage } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const moment = await assertCanReadMoment(db, id, request.params.id);
      return findMomentComments({ db, viewerId: id, moment, query: request.query });
    },
  );

  app.post(
    '/api/moments/:id/comments',
    {
      preValidation: requireMember,
      schema: { params: ZMomentParams, body: ZCreateMomentComment, response: { 201: ZCommentCreated } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const input = request.body;
      await hitLimit(limiter, FEED_LIMITS.comments, id, MOMENT_MESSAGES.tooManyComments);
      const moment = await assertCanReadMoment(db, id, request.params.id);
      return reply
        .status(201)
        .send({ data: await createMomentComment({ db, events, userId: id, moment, input }) });
    },
  );

  app.delete(
    '/api/moments/:id/comments/:commentId',
    { preValidation: requireMember, schema: { params: ZCommentParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      const { id: momentId, commentId } = request.params;
      await assertCanDeleteMomentComment(db, requireUser(request).id, momentId, commentId);
      await deleteMomentComment({ db, momentId, commentId });
      return reply.status(204).send(null);
    },
  );
}
