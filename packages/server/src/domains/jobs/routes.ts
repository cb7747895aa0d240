/**
 * Job-ad endpoints (docs/jobs.md). The list and published ads are public (search engines list
 * them; visitors get no distances); saving needs a member; creating, editing and status changes
 * need a member of the ad's company or an admin (companies/policy.ts).
 */
import {
  COMPANY_MESSAGES,
  JOB_MESSAGES,
  JOB_PATHS as P,
  ZCompanyJobAdsQuery,
  ZCompanyParams,
  ZJobAdAnswer,
  ZJobAdInput,
  ZJobAdParams,
  ZJobAdsPage,
  ZJobAdStatusInput,
  ZJobListQuery,
  ZJobSearches,
  ZJobSearchFilters,
  ZJobSearchParams,
  ZSavedAnswer,
  ZSavedJobsQuery,
} from '@pflegepuls/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { requireMember, requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { memberPoint } from '../companies/geo.ts';
import { createJobSearch, deleteJobSearch, listJobSearches } from './alerts.ts';
import { assertCompanyEditor, canEditCompany } from '../companies/policy.ts';
import {
  createJobAd,
  assertAdNotModerated,
  findJobAd,
  getJobAdDetail,
  isPubliclyVisible,
  listCompanyJobAds,
  listJobAds,
  listSavedJobAds,
  saveJobAd,
  setJobAdStatus,
  unsaveJobAd,
  updateJobAd,
  type TJobRow,
} from './service.ts';

const actionLimit = { max: 60, windowMs: 60_000 };

export function registerJobRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const viewer = async (request: FastifyRequest) => {
    const userId = request.user?.id ?? null;
    return { userId, point: await memberPoint(db, userId) };
  };
  /** The ad if this viewer may see it (404 otherwise, so drafts do not leak their existence). */
  const visibleAd = async (request: FastifyRequest, uid: string) => {
    const row = await findJobAd(db, uid);
    const canEdit = await canEditCompany(db, request.user, row.company_id);
    if (!canEdit && !isPubliclyVisible(row)) throw new AppError('NOT_FOUND', JOB_MESSAGES.jobNotFound);
    await assertAdNotModerated(db, row, request.user, canEdit);
    return { row, canEdit };
  };
  /** The ad for an edit: 404 when unknown, 403 for anyone outside its company. */
  const editableAd = async (request: FastifyRequest, uid: string): Promise<TJobRow> => {
    const row = await findJobAd(db, uid);
    const user = requireUser(request);
    if (!(await canEditCompany(db, user, row.company_id)))
      throw new AppError('FORBIDDEN', COMPANY_MESSAGES.notCompanyMember);
    await assertAdNotModerated(db, row, user, true);
    return row;
  };
  const detail = async (request: FastifyRequest, uid: string) => {
    const { row, canEdit } = await visibleAd(request, uid);
    return { jobAd: await getJobAdDetail(db, row, await viewer(request), canEdit) };
  };

  app.get(
    P.list,
    { schema: { querystring: ZJobListQuery, response: { 200: ZJobAdsPage } } },
    async (request) => listJobAds(db, request.query, await viewer(request)),
  );

  app.get(
    P.saved,
    {
      preValidation: requireMember,
      schema: { querystring: ZSavedJobsQuery, response: { 200: ZJobAdsPage } },
    },
    async (request) => {
      const v = await viewer(request);
      return listSavedJobAds(db, request.query.cursor, { ...v, userId: requireUser(request).id });
    },
  );

  app.get(
    P.searches,
    { preValidation: requireMember, schema: { response: { 200: ZJobSearches } } },
    async (request) => listJobSearches(db, requireUser(request).id),
  );

  app.post(
    P.searches,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZJobSearchFilters, response: { 201: ZJobSearches } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await createJobSearch(db, id, request.body, Date.now());
      return reply.status(201).send(await listJobSearches(db, id));
    },
  );

  app.delete(
    P.search,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZJobSearchParams, response: { 200: ZJobSearches } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await deleteJobSearch(db, id, request.params.id);
      return listJobSearches(db, id);
    },
  );

  app.get(P.detail, { schema: { params: ZJobAdParams, response: { 200: ZJobAdAnswer } } }, async (request) =>
    detail(request, request.params.uid),
  );

  app.put(
    P.save,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZJobAdParams, response: { 200: ZSavedAnswer } },
    },
    async (request) => {
      const { row } = await visibleAd(request, request.params.uid);
      await saveJobAd(db, requireUser(request).id, row.id);
      return { isSaved: true };
    },
  );

  app.delete(
    P.save,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZJobAdParams, response: { 200: ZSavedAnswer } },
    },
    async (request) => {
      // Unsaving works even when the ad went private since.
      const row = await findJobAd(db, request.params.uid);
      await unsaveJobAd(db, requireUser(request).id, row.id);
      return { isSaved: false };
    },
  );

  app.get(
    P.companyJobAds,
    {
      preValidation: requireMember,
      schema: { params: ZCompanyParams, querystring: ZCompanyJobAdsQuery, response: { 200: ZJobAdsPage } },
    },
    async (request) => {
      const user = requireUser(request);
      await assertCompanyEditor(db, user, request.params.companyId);
      const v = { ...(await viewer(request)), isAdmin: user.isAdmin };
      return listCompanyJobAds(db, request.params.companyId, request.query.cursor, v);
    },
  );

  app.post(
    P.companyJobAds,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, body: ZJobAdInput, response: { 201: ZJobAdAnswer } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertCompanyEditor(db, user, request.params.companyId);
      const uid = await createJobAd(db, request.params.companyId, user.id, request.body);
      return reply.status(201).send(await detail(request, uid));
    },
  );

  app.patch(
    P.detail,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZJobAdParams, body: ZJobAdInput, response: { 200: ZJobAdAnswer } },
    },
    async (request) => {
      const row = await editableAd(request, request.params.uid);
      await updateJobAd(db, row, request.body);
      return detail(request, row.uid);
    },
  );

  app.post(
    P.status,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZJobAdParams, body: ZJobAdStatusInput, response: { 200: ZJobAdAnswer } },
    },
    async (request) => {
      const row = await editableAd(request, request.params.uid);
      await setJobAdStatus(db, row, request.body.status);
      return detail(request, row.uid);
    },
  );
}
