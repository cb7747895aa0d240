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
} from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { hitLimit } from '../../platform/limiter.ts';
import { FEED_LIMITS } from '../feed/limits.ts';
import {
  createMoment,
  createMomentComment,
  deleteMoment,
  deleteMomentComment,
  getMoment,
  getMomentStats,
  listMomentComments,
  listMoments,
  setMomentReaction,
} from './service.ts';

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
    async (request) => listMoments(db, requireUser(request).id, request.query),
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
    async (request) => ({
      data: await getMomentStats(db, requireUser(request).id, request.query.closedAreaId ?? null),
    }),
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
    async (request) => ({ data: await getMoment(db, requireUser(request).id, request.params.id) }),
  );

  app.post(
    '/api/moments',
    { preValidation: requireMember, schema: { body: ZCreateMoment, response: { 201: ZMomentAnswer } } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const input = request.body;
      await hitLimit(limiter, FEED_LIMITS.moments, id, MOMENT_MESSAGES.tooManyMoments);
      return reply.status(201).send({ data: await createMoment(db, id, input) });
    },
  );

  app.delete(
    '/api/moments/:id',
    { preValidation: requireMember, schema: { params: ZMomentParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deleteMoment(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const reactionRoute = {
    preValidation: requireMember,
    schema: { params: ZMomentParams, response: { 200: ZMomentReactionState } },
  };

  app.post(
    '/api/moments/:id/reactions',
    { ...reactionRoute, schema: { ...reactionRoute.schema, body: ZMomentReact } },
    async (request) => {
      const { id } = requireUser(request);
      const { type } = request.body;
      await hitLimit(limiter, FEED_LIMITS.reactions, id);
      return { data: await setMomentReaction(db, events, id, request.params.id, type) };
    },
  );
  app.delete('/api/moments/:id/reactions', reactionRoute, async (request) => {
    const { id } = requireUser(request);
    await hitLimit(limiter, FEED_LIMITS.reactions, id);
    return { data: await setMomentReaction(db, events, id, request.params.id, null) };
  });
  app.post('/api/moments/:id/like', reactionRoute, async (request) => {
    const { id } = requireUser(request);
    await hitLimit(limiter, FEED_LIMITS.reactions, id);
    return { data: await setMomentReaction(db, events, id, request.params.id, MOMENT_LIKE_REACTION) };
  });
  app.delete('/api/moments/:id/like', reactionRoute, async (request) => {
    const { id } = requireUser(request);
    await hitLimit(limiter, FEED_LIMITS.reactions, id);
    return {
      data: await setMomentReaction(db, events, id, request.params.id, null, MOMENT_LIKE_REACTION),
    };
  });

  app.get(
    '/api/moments/:id/comments',
    {
      preValidation: requireMember,
      schema: { params: ZMomentParams, querystring: ZCommentsQuery, response: { 200: ZCommentsPage } },
    },
    async (request) => listMomentComments(db, requireUser(request).id, request.params.id, request.query),
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
      return reply
        .status(201)
        .send({ data: await createMomentComment(db, events, id, request.params.id, input) });
    },
  );

  app.delete(
    '/api/moments/:id/comments/:commentId',
    { preValidation: requireMember, schema: { params: ZCommentParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deleteMomentComment(db, requireUser(request).id, request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );
}
