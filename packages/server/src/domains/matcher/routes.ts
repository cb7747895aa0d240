/**
 * Matcher endpoints (docs/matcher.md): the admin's trigger and sync list (001 §7.3), the member's
 * "Passende Jobs für dich" and an ad's "Vorgeschlagene Talente" for its company.
 */
import {
  COMPANY_MESSAGES,
  MATCHER_MESSAGES,
  MATCHER_PATHS as P,
  ZJobAdParams,
  ZJobMatchList,
  ZMatcherSyncList,
  ZMatcherSyncListQuery,
  ZMatcherTriggerResult,
  ZSuggestedTalentList,
} from '@pflegepuls/shared';
import { AppError } from '../../platform/errors.ts';
import { requireAdmin, requireAdminHook, requireMember, requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { canEditCompany } from '../companies/policy.ts';
import { findJobAd } from '../jobs/service.ts';
import { listMatcherSyncNotifications, listMyJobMatches, listSuggestedTalents } from './service.ts';
import { claimRun } from './sync.ts';

export const MATCHER_SYNC_JOB = 'matcher.sync';
const triggerLimit = { max: 10, windowMs: 60_000 };

export function registerMatcherRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;

  app.post(
    P.trigger,
    {
      config: { rateLimit: triggerLimit },
      preValidation: requireAdminHook,
      schema: { response: { 200: ZMatcherTriggerResult } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const runId = await claimRun(db, 'admin', admin.id);
      if (runId === null) throw new AppError('CONFLICT', MATCHER_MESSAGES.alreadyRunning);
      await deps.jobs.enqueue(MATCHER_SYNC_JOB, { runId });
      return { success: true as const, data: { note: MATCHER_MESSAGES.queued, runId } };
    },
  );

  app.get(
    P.notifications,
    {
      preValidation: requireAdminHook,
      schema: { querystring: ZMatcherSyncListQuery, response: { 200: ZMatcherSyncList } },
    },
    async (request) => listMatcherSyncNotifications(db, requireAdmin(request).id, request.query),
  );

  app.get(
    P.myMatches,
    { preValidation: requireMember, schema: { response: { 200: ZJobMatchList } } },
    async (request) => listMyJobMatches(db, requireUser(request).id),
  );

  app.get(
    P.suggestedTalents,
    {
      preValidation: requireMember,
      schema: { params: ZJobAdParams, response: { 200: ZSuggestedTalentList } },
    },
    async (request) => {
      const ad = await findJobAd(db, request.params.uid);
      if (!(await canEditCompany(db, requireUser(request), ad.company_id)))
        throw new AppError('FORBIDDEN', COMPANY_MESSAGES.notCompanyMember);
      return listSuggestedTalents(db, ad);
    },
  );
}
