import { z } from 'zod';
import {
  ANALYTICS_MAX_BODY_BYTES,
  ZRegistrationEvent,
  ZRegistrationSessionEnd,
  ZRegistrationSessionStart,
} from '@pflegepuls/shared';
import { AppError } from '../../platform/errors.ts';
import { flushOnClose } from '../../platform/in-flight.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  createRegistrationEventWriter,
  endRegistrationSession,
  startRegistrationSession,
} from './registration-service.ts';

const ZAck = z.object({ success: z.boolean() });
const PREFIX = '/api/analytics/registration/session';
const limits = {
  start: { max: 30, windowMs: 60_000 },
  event: { max: 600, windowMs: 60_000 },
  end: { max: 60, windowMs: 60_000 },
};

/** The registration funnel (001 §4.1, §7.1): anonymous visitors may call it, so all of it is limited. */
export function registerAnalyticsRoutes(app: TApp, { database }: TDeps) {
  const writer = createRegistrationEventWriter(database.db, (error) =>
    app.log.error({ err: error }, 'Analytics-Ereignisse konnten nicht gespeichert werden'),
  );
  flushOnClose(app, () => writer.flush());
  const routeOptions = { bodyLimit: ANALYTICS_MAX_BODY_BYTES };

  app.post(
    `${PREFIX}/start`,
    {
      ...routeOptions,
      config: { rateLimit: limits.start },
      schema: {
        body: ZRegistrationSessionStart,
        response: { 200: ZAck.extend({ session_uuid: z.string() }) },
      },
    },
    async (request) => {
      const uuid = await startRegistrationSession(database.db, {
        authMethod: request.body.auth_method,
        userAgent: request.body.user_agent ?? request.headers['user-agent'],
        referrer: request.body.referrer,
      });
      return { success: true, session_uuid: uuid };
    },
  );

  app.post(
    `${PREFIX}/event`,
    {
      ...routeOptions,
      config: { rateLimit: limits.event },
      schema: { body: ZRegistrationEvent, response: { 202: ZAck } },
    },
    async (request, reply) => {
      writer.add(request.body);
      return reply.status(202).send({ success: true });
    },
  );

  for (const status of ['complete', 'abandon'] as const) {
    app.post(
      `${PREFIX}/${status}`,
      {
        ...routeOptions,
        config: { rateLimit: limits.end },
        schema: { body: ZRegistrationSessionEnd, response: { 200: ZAck } },
      },
      async (request) => {
        // Buffered events first, so the session's steps are final when it ends.
        await writer.flush();
        const isUpdated = await endRegistrationSession(database.db, {
          uuid: request.body.session_uuid,
          status: status === 'complete' ? 'completed' : 'abandoned',
          userId: request.user?.id ?? null,
          reason: request.body.reason,
        });
        if (!isUpdated)
          throw new AppError('NOT_FOUND', 'Diese Analytics-Sitzung ist unbekannt oder bereits beendet.');
        return { success: true };
      },
    );
  }
}
