import type { FastifyRequest } from 'fastify';
import {
  ADMIN_MESSAGES,
  ADMIN_PATHS as P,
  ZAdminPeriodQuery,
  ZAdminSessionId,
  ZAdminSessionsQuery,
  ZAuditLog,
  ZAuditLogQuery,
  ZFieldSelections,
  ZOnboardingDashboard,
  ZOnboardingSessionAnswer,
  ZOnboardingSessions,
  ZRegistrationDashboard,
  ZRegistrationSessionAnswer,
  ZRegistrationSessions,
} from '@pflegepuls/shared';
import { AppError } from '../../platform/errors.ts';
import { requireAdmin, requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { findAuditLog, recordAdminRead } from './audit-log.ts';
import { csvFileName, sendCsv } from '../../platform/csv.ts';
import { onboardingCsv, registrationCsv, selectionsCsv } from './csv.ts';
import { getFieldSelections, getOnboardingDashboard, getRegistrationDashboard } from './dashboard-service.ts';
import {
  findOnboardingSessions,
  findRegistrationSessions,
  getOnboardingSession,
  getRegistrationSession,
} from './sessions-service.ts';

/** 401 for visitors and 403 for members before the query is looked at (no 422 for them). */
async function adminOnly(request: FastifyRequest) {
  requireAdmin(request);
}

const notFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.sessionNotFound);

/**
 * The funnels' admin endpoints (001 §7.3) and the audit log of session reads. The dashboards and
 * the choices answer `format=csv` with a download.
 */
export function registerFunnelAdminRoutes(app: TApp, { database, config }: TDeps) {
  const { db } = database;
  const admin = { preValidation: adminOnly };

  app.get(
    P.onboardingDashboard,
    { ...admin, schema: { querystring: ZAdminPeriodQuery, response: { 200: ZOnboardingDashboard } } },
    async (request, reply) => {
      const answer = await getOnboardingDashboard(db, request.query);
      if (request.query.format !== 'csv') return answer;
      return sendCsv(reply, csvFileName(config.productSlug, 'onboarding', answer), onboardingCsv(answer));
    },
  );

  app.get(
    P.registrationDashboard,
    { ...admin, schema: { querystring: ZAdminPeriodQuery, response: { 200: ZRegistrationDashboard } } },
    async (request, reply) => {
      const answer = await getRegistrationDashboard(db, request.query);
      if (request.query.format !== 'csv') return answer;
      return sendCsv(
        reply,
        csvFileName(config.productSlug, 'registrierung', answer),
        registrationCsv(answer),
      );
    },
  );

  app.get(
    P.fieldSelections,
    { ...admin, schema: { querystring: ZAdminPeriodQuery, response: { 200: ZFieldSelections } } },
    async (request, reply) => {
      const answer = await getFieldSelections(db, request.query);
      if (request.query.format !== 'csv') return answer;
      return sendCsv(
        reply,
        csvFileName(config.productSlug, 'onboarding-auswahl', answer),
        selectionsCsv(answer),
      );
    },
  );

  app.get(
    P.onboardingSessions,
    { ...admin, schema: { querystring: ZAdminSessionsQuery, response: { 200: ZOnboardingSessions } } },
    (request) => findOnboardingSessions(db, request.query),
  );

  app.get(
    P.registrationSessions,
    { ...admin, schema: { querystring: ZAdminSessionsQuery, response: { 200: ZRegistrationSessions } } },
    (request) => findRegistrationSessions(db, request.query),
  );

  app.get(
    P.onboardingSession,
    { ...admin, schema: { params: ZAdminSessionId, response: { 200: ZOnboardingSessionAnswer } } },
    async (request) => {
      const session = await getOnboardingSession(db, request.params.id);
      if (!session) throw notFound();
      await recordAdminRead(db, {
        adminId: requireUser(request).id,
        action: 'onboarding_session_viewed',
        subjectType: 'onboarding_session',
        subjectId: session.uuid,
        ip: request.ip,
      });
      return { success: true as const, data: session };
    },
  );

  app.get(
    P.registrationSession,
    { ...admin, schema: { params: ZAdminSessionId, response: { 200: ZRegistrationSessionAnswer } } },
    async (request) => {
      const session = await getRegistrationSession(db, request.params.id);
      if (!session) throw notFound();
      await recordAdminRead(db, {
        adminId: requireUser(request).id,
        action: 'registration_session_viewed',
        subjectType: 'registration_session',
        subjectId: session.uuid,
        ip: request.ip,
      });
      return { success: true as const, data: session };
    },
  );

  app.get(
    P.auditLog,
    { ...admin, schema: { querystring: ZAuditLogQuery, response: { 200: ZAuditLog } } },
    (request) => findAuditLog(db, request.query),
  );
}
