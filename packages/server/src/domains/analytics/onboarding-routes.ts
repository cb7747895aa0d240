import { z } from 'zod';
import {
  ANALYTICS_MAX_BODY_BYTES,
  ZOnboardingEvent,
  ZOnboardingSessionAbandon,
  ZOnboardingSessionComplete,
  ZOnboardingSessionStart,
} from '@pflegepuls/shared';
import { AppError } from '../../platform/errors.ts';
import { flushOnClose } from '../../platform/in-flight.ts';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  createOnboardingEventWriter,
  endOnboardingSession,
  startOnboardingSession,
} from './onboarding-service.ts';

const ZAck = z.object({ success: z.boolean() });
const PREFIX = '/api/analytics/onboarding/session';
const limits = {
  start: { max: 30, windowMs: 60_000 },
  event: { max: 600, windowMs: 60_000 },
  end: { max: 60, windowMs: 60_000 },
};
const unknownSession = () =>
  new AppError('NOT_FOUND', 'Diese Analytics-Sitzung ist unbekannt oder bereits beendet.');

/** The onboarding funnel (001 §4.2, §7.2): sessions of the logged-in member, events masked and batched. */
export function registerOnboardingAnalyticsRoutes(app: TApp, { database }: TDeps) {
  const writer = createOnboardingEventWriter(database.db, (error) =>
    app.log.error({ err: error }, 'Onboarding-Analytics-Ereignisse konnten nicht gespeichert werden'),
  );
  flushOnClose(app, () => writer.flush());
  const routeOptions = { bodyLimit: ANALYTICS_MAX_BODY_BYTES, preValidation: requireMember };

  app.post(
    `${PREFIX}/start`,
    {
      ...routeOptions,
      config: { rateLimit: limits.start },
      schema: {
        body: ZOnboardingSessionStart,
        response: { 200: ZAck.extend({ session_uuid: z.string() }) },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const uuid = await startOnboardingSession(database.db, {
        userId: id,
        mode: request.body.mode,
        totalSteps: request.body.total_steps,
        userAgent: request.body.user_agent ?? request.headers['user-agent'],
      });
      return { success: true, session_uuid: uuid };
    },
  );

  app.post(
    `${PREFIX}/event`,
    {
      ...routeOptions,
      config: { rateLimit: limits.event },
      schema: { body: ZOnboardingEvent, response: { 202: ZAck } },
    },
    async (request, reply) => {
      writer.add(request.body, requireUser(request).id);
      return reply.status(202).send({ success: true });
    },
  );

  app.post(
    `${PREFIX}/complete`,
    {
      ...routeOptions,
      config: { rateLimit: limits.end },
      schema: { body: ZOnboardingSessionComplete, response: { 200: ZAck } },
    },
    async (request) => {
      const { id } = requireUser(request);
      // Buffered events first, so the session's progress is final when it ends.
      await writer.flush();
      const isEnded = await endOnboardingSession(database.db, {
        uuid: request.body.session_uuid,
        userId: id,
        status: 'completed',
      });
      if (!isEnded) throw unknownSession();
      return { success: true };
    },
  );

  app.post(
    `${PREFIX}/abandon`,
    {
      ...routeOptions,
      config: { rateLimit: limits.end },
      schema: { body: ZOnboardingSessionAbandon, response: { 200: ZAck } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await writer.flush();
      const isEnded = await endOnboardingSession(database.db, {
        uuid: request.body.session_uuid,
        userId: id,
        status: 'abandoned',
        lastStepId: request.body.last_step_id,
        reason: request.body.reason,
      });
      if (!isEnded) throw unknownSession();
      return { success: true };
    },
  );
}
