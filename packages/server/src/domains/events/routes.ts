/**
 * Event endpoints (docs/events.md has the table). Each handler: the schema validates,
 * requireMember answers 401, policy.ts answers 404 ('Invalid event ID') and 403, then the service.
 */
import { z } from 'zod';
import { moderationStateOf } from '../moderation/filters.ts';
import {
  CLOSED_AREA_MESSAGES,
  EVENT_MESSAGES,
  GROUP_MESSAGES,
  ZCalendarFeed,
  ZCalendarToken,
  ZEventCandidatesAnswer,
  ZEventCandidatesQuery,
  ZEventAnswer,
  ZEventCancel,
  ZEventCheckIn,
  ZEventInput,
  ZEventInvite,
  ZEventInviteCount,
  ZEventInviteResult,
  ZEventListPage,
  ZEventListQuery,
  ZEventMemberParams,
  ZEventMessage,
  ZEventParams,
  ZEventParticipantsPage,
  ZEventRsvp,
  ZEventSettings,
  ZEventsAnswer,
} from '@pflegepuls/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireMember, requireUser, type TSessionUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { findFeedOwner, getFeedToken, renderEventIcs, renderFeedIcs, renewFeedToken } from './calendar.ts';
import {
  guardUpload,
  PRIVATE_FILE_PARAMS,
  sendPrivateUpload,
  withMultipart,
  withUploadSlot,
} from '../../platform/uploads.ts';
import {
  cancelEvent,
  createEvent,
  messageParticipants,
  setCheckIn,
  setEventCover,
  updateEvent,
} from './manage.ts';
import { assertCanCreate, assertCanSeeEvent, assertOrganiser } from './policy.ts';
import { answerEvent, inviteToEvent } from './rsvp.ts';
import {
  findEventCandidates,
  getEventDetail,
  getVisibleEvents,
  listEvents,
  listParticipants,
  PARTICIPATING,
} from './service.ts';
import { renderAttendancePdf, renderParticipantsCsv } from './tools.ts';

/** The original client's path segments: `-1` = all my areas, `null` = any group, else an id. */
const segment = (wildcard: string, message: string) =>
  z
    .string()
    .regex(new RegExp(`^(${wildcard}|[1-9][0-9]{0,14})$`), message)
    .transform((v) => (v === wildcard ? null : Number(v)));

const ZEventListParams = z.object({
  areaId: segment('-1', CLOSED_AREA_MESSAGES.closedAreaRequired),
  groupId: segment('null', GROUP_MESSAGES.invalidGroupId),
});
const ZParticipantsQuery = z.object({
  after: z.coerce.number({ error: EVENT_MESSAGES.queryInvalid }).int().min(0).optional(),
});

const actionLimit = { max: 60, windowMs: 60_000 };
const organiserLimit = { max: 30, windowMs: 60_000 };
/** Everyone checked in fits one export (capacity is at most EVENT_CAPACITY_MAX). */
const EXPORT_MAX = 10_000;

async function detail(db: Kysely<DB>, user: TSessionUser, eventId: number) {
  const [data, moderated] = await Promise.all([
    assertCanSeeEvent(db, user, eventId).then((seen) => getEventDetail(db, seen)),
    moderationStateOf(db, 'event', eventId),
  ]);
  return { data: moderated ? { ...data, isHidden: true } : data };
}

export function registerEventRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const { events, config } = deps;
  const ctx = {
    publicUrl: config.publicUrl,
    productName: config.productName,
    productSlug: config.productSlug,
  };

  // The shell's prefetch (000 §3, §7); its open invitations are the bottom bar's badge.
  app.get(
    '/api/event/closed_area/events/:areaId/:groupId',
    { preValidation: requireMember, schema: { params: ZEventListParams, response: { 200: ZEventsAnswer } } },
    async (request) => {
      const user = requireUser(request);
      const { areaId, groupId } = request.params;
      return { data: await getVisibleEvents(db, user, { closedAreaId: areaId, groupId }) };
    },
  );

  app.get(
    '/api/events',
    {
      preValidation: requireMember,
      schema: { querystring: ZEventListQuery, response: { 200: ZEventListPage } },
    },
    async (request) => listEvents(db, requireUser(request), request.query),
  );

  app.get(
    '/api/events/invitations/count',
    { preValidation: requireMember, schema: { response: { 200: ZEventInviteCount } } },
    async (request) => {
      const row = await db
        .selectFrom('event_members as em')
        .innerJoin('events as e', 'e.id', 'em.event_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('em.user_id', '=', requireUser(request).id)
        .where('em.status', '=', 'invited')
        .where('e.starts_at', '>', Date.now())
        .where('e.cancelled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n) };
    },
  );

  app.post(
    '/api/events',
    {
      config: { rateLimit: { max: 20, windowMs: 60 * 60_000 } },
      preValidation: requireMember,
      schema: { body: ZEventInput, response: { 201: ZEventAnswer } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertCanCreate(db, user, request.body);
      const eventId = await createEvent(db, user.id, request.body);
      return reply.status(201).send(await detail(db, user, eventId));
    },
  );

  app.get(
    '/api/events/:eventId',
    { preValidation: requireMember, schema: { params: ZEventParams, response: { 200: ZEventAnswer } } },
    async (request) => detail(db, requireUser(request), request.params.eventId),
  );

  app.put(
    '/api/events/:eventId',
    {
      config: { rateLimit: organiserLimit },
      preValidation: requireMember,
      schema: { params: ZEventParams, body: ZEventInput, response: { 200: ZEventAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      await updateEvent(deps.database, events, { event, actorId: user.id, values: request.body });
      return detail(db, user, event.id);
    },
  );

  app.post(
    '/api/events/:eventId/cover',
    {
      // Login and the upload ceilings come before the body is read (platform/uploads.ts).
      preValidation: guardUpload(deps.limiter),
      config: { rateLimit: { max: 20, windowMs: 60 * 60_000 } },
      schema: { params: ZEventParams, response: { 200: ZEventAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      await withUploadSlot(request, () =>
        withMultipart(request, config, ({ files }) => setEventCover(db, config, { event, files })),
      );
      return detail(db, user, event.id);
    },
  );

  // Covers of events in a closed area or group (platform/uploads.ts): whoever may see the event.
  app.get(
    '/uploads/private/events/:eventId/:kind/:name',
    { preValidation: requireMember, schema: { params: ZEventParams.extend(PRIVATE_FILE_PARAMS) } },
    async (request, reply) => {
      const { event } = await assertCanSeeEvent(db, requireUser(request), request.params.eventId);
      return sendPrivateUpload(reply, config, { of: 'events', id: event.id }, request.params);
    },
  );

  app.post(
    '/api/events/:eventId/cancel',
    {
      config: { rateLimit: organiserLimit },
      preValidation: requireMember,
      schema: { params: ZEventParams, body: ZEventCancel, response: { 200: ZEventAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      await cancelEvent(db, events, { event, actorId: user.id, reason: request.body.reason });
      return detail(db, user, event.id);
    },
  );

  app.post(
    '/api/events/:eventId/answer',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZEventParams, body: ZEventRsvp, response: { 200: ZEventAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      await assertCanSeeEvent(db, user, request.params.eventId);
      await answerEvent(deps.database, events, {
        eventId: request.params.eventId,
        userId: user.id,
        answer: request.body.answer,
      });
      return detail(db, user, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/invite',
    {
      config: { rateLimit: organiserLimit },
      preValidation: requireMember,
      schema: { params: ZEventParams, body: ZEventInvite, response: { 200: ZEventInviteResult } },
    },
    async (request) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      const invited = await inviteToEvent(db, events, { event, actorId: user.id, ...request.body });
      return { success: true as const, invited };
    },
  );

  app.get(
    '/api/events/:eventId/invite-candidates',
    {
      preValidation: requireMember,
      schema: {
        params: ZEventParams,
        querystring: ZEventCandidatesQuery,
        response: { 200: ZEventCandidatesAnswer },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      return { data: await findEventCandidates(db, user.id, event, request.query.q) };
    },
  );

  app.post(
    '/api/events/:eventId/message',
    {
      config: { rateLimit: { max: 10, windowMs: 60 * 60_000 } },
      preValidation: requireMember,
      schema: { params: ZEventParams, body: ZEventMessage, response: { 200: ZEventInviteResult } },
    },
    async (request) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      const sent = await messageParticipants(db, events, {
        event,
        actorId: user.id,
        text: request.body.text,
      });
      return { success: true as const, invited: sent };
    },
  );

  app.get(
    '/api/events/:eventId/participants',
    {
      preValidation: requireMember,
      schema: {
        params: ZEventParams,
        querystring: ZParticipantsQuery,
        response: { 200: ZEventParticipantsPage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertOrganiser(db, user, request.params.eventId);
      return listParticipants(db, request.params.eventId, { afterId: request.query.after });
    },
  );

  app.get(
    '/api/events/:eventId/participants.csv',
    { preValidation: requireMember, schema: { params: ZEventParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const { event } = await assertOrganiser(db, user, request.params.eventId);
      const { data: participants } = await listParticipants(db, event.id, { limit: EXPORT_MAX });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="teilnehmende-event-${event.id}.csv"`);
      return renderParticipantsCsv(participants);
    },
  );

  app.put(
    '/api/events/:eventId/participants/:userId/check-in',
    {
      config: { rateLimit: { max: 300, windowMs: 60_000 } },
      preValidation: requireMember,
      schema: {
        params: ZEventMemberParams,
        body: ZEventCheckIn,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertOrganiser(db, user, request.params.eventId);
      await setCheckIn(db, { ...request.params, checkedIn: request.body.checkedIn });
      return { success: true as const };
    },
  );

  app.get(
    '/api/events/:eventId/attendance.pdf',
    { preValidation: requireMember, schema: { params: ZEventParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const seen = await assertCanSeeEvent(db, user, request.params.eventId);
      const { event, mine } = seen;
      const now = Date.now();
      if (event.cancelled_at !== null) throw new AppError('CONFLICT', EVENT_MESSAGES.eventCancelled);
      if ((event.ends_at ?? event.starts_at) > now)
        throw new AppError('CONFLICT', EVENT_MESSAGES.eventNotOver);
      if (!mine || mine.checked_in_at === null) throw new AppError('FORBIDDEN', EVENT_MESSAGES.notCheckedIn);
      const [me, full] = await Promise.all([
        db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow(),
        getEventDetail(db, seen, now),
      ]);
      const pdf = await renderAttendancePdf({
        event,
        participantName: `${me.first_name} ${me.last_name}`.trim(),
        organiserName: full.organiser.name,
        checkedInAt: mine.checked_in_at,
        productName: config.productName,
        now,
      });
      reply.header('content-type', 'application/pdf');
      reply.header(
        'content-disposition',
        `attachment; filename="teilnahmebestaetigung-event-${event.id}.pdf"`,
      );
      return reply.send(pdf);
    },
  );

  app.get(
    '/api/events/:eventId/calendar.ics',
    { preValidation: requireMember, schema: { params: ZEventParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const { event, mine, organiser } = await assertCanSeeEvent(db, user, request.params.eventId);
      const withJoinLink = organiser || (mine !== undefined && PARTICIPATING.includes(mine.status));
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="event-${event.id}.ics"`);
      return renderEventIcs(event, ctx, withJoinLink);
    },
  );

  // The personal feed: its URL carries the secret; calendar apps fetch it without a session.
  app.get(
    '/api/events/calendar-feed',
    { preValidation: requireMember, schema: { response: { 200: ZCalendarFeed } } },
    async (request) => ({
      url: `${config.publicUrl}/calendar/${await getFeedToken(db, config.sessionSecret, requireUser(request).id)}.ics`,
    }),
  );

  app.post(
    '/api/events/calendar-feed/renew',
    {
      config: { rateLimit: { max: 10, windowMs: 60 * 60_000 } },
      preValidation: requireMember,
      schema: { response: { 200: ZCalendarFeed } },
    },
    async (request) => ({
      url: `${config.publicUrl}/calendar/${await renewFeedToken(db, config.sessionSecret, requireUser(request).id)}.ics`,
    }),
  );

  app.get('/calendar/:token', { schema: { params: ZCalendarToken } }, async (request, reply) => {
    const token = request.params.token.replace(/\.ics$/, '');
    const owner = await findFeedOwner(db, config.sessionSecret, token);
    if (owner === undefined) throw new AppError('NOT_FOUND', EVENT_MESSAGES.feedNotFound);
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('cache-control', 'private, max-age=300');
    return renderFeedIcs(db, owner, ctx);
  });

  app.get(
    '/api/events/settings',
    { preValidation: requireMember, schema: { response: { 200: ZEventSettings } } },
    async (request) => {
      const row = await db
        .selectFrom('event_member_settings')
        .select('reminders')
        .where('user_id', '=', requireUser(request).id)
        .executeTakeFirst();
      return { reminders: (row?.reminders ?? 1) === 1 };
    },
  );

  app.put(
    '/api/events/settings',
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZEventSettings, response: { 200: ZEventSettings } },
    },
    async (request) => {
      const now = Date.now();
      const reminders = request.body.reminders ? 1 : 0;
      await db
        .insertInto('event_member_settings')
        .values({ user_id: requireUser(request).id, feed_version: 0, reminders, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminders, updated_at: now }))
        .execute();
      return { reminders: request.body.reminders };
    },
  );
}
