/**
 * Application endpoints (docs/applications.md). An application is read by its applicant and by
 * the members of the ad's company (and admins); everyone else gets a 404, so its existence does
 * not leak. Company members change its status, write notes and export; the applicant withdraws
 * and manages the talent-pool consent. Every read by a company member is logged.
 */
import {
  APPLICATION_FILES_MAX,
  APPLICATION_MESSAGES as M,
  APPLICATION_PATHS as P,
  APPLICATION_STATUS_LABELS,
  JOB_MESSAGES,
  ZApplicationAnswer,
  ZApplicationFileParams,
  ZApplicationNoteInput,
  ZApplicationParams,
  ZApplicationsPage,
  ZApplicationsQuery,
  ZApplicationStatusInput,
  ZApplyFields,
  ZJobAdParams,
  ZMyApplicationAnswer,
  ZPipelineAnswer,
  ZPipelineQuery,
  ZTalentPoolInput,
  companySlug,
  type TApplicationStatus,
} from '@pflegepuls/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, parseWithSchema, validationError } from '../../platform/errors.ts';
import { requireMember, requireUser, type TSessionUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { guardUpload, withMultipart, withUploadSlot } from '../../platform/uploads.ts';
import { isHidingFromCompany } from '../companies/discreet.ts';
import { assertCompanyEditor, canEditCompany } from '../companies/policy.ts';
import { assertAdNotModerated, effectiveStatus, findJobAd, isPubliclyVisible } from '../jobs/service.ts';
import { assertPdfs, openApplicationFile, removeApplicationFiles, storeApplicationFiles } from './files.ts';
import {
  addNote,
  changeStatus,
  createApplication,
  findApplication,
  findApplicationFile,
  findMyApplicationForAd,
  getApplicationDetail,
  listMyApplications,
  listPipeline,
  logReads,
  pipelineCsv,
  setTalentPool,
  withdrawApplication,
  type TApplicationRow,
} from './service.ts';

const actionLimit = { max: 60, windowMs: 60_000 };
/** Applying is rarer than any other action; this stops scripted mass applications. */
const applyLimit = { max: 10, windowMs: 60_000 };

/** What the applicant reads in the notification of a step. */
function statusSentence(status: TApplicationStatus, company: string, title: string): string {
  switch (status) {
    case 'seen':
      return `${company} hat deine Bewerbung als „${title}“ gesehen`;
    case 'interview':
      return `${company} möchte mit dir über „${title}“ sprechen`;
    case 'offer':
      return `${company} macht dir ein Angebot für „${title}“`;
    case 'hired':
      return `Glückwunsch! ${company} stellt dich als „${title}“ ein`;
    case 'rejected':
      return `${company} hat deine Bewerbung als „${title}“ abgesagt`;
    default:
      return `Deine Bewerbung als „${title}“ bei ${company}: ${APPLICATION_STATUS_LABELS[status]}`;
  }
}

export function registerApplicationRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const { config, limiter } = deps;
  const retention = config.applicationRetentionDays;

  /** The application and who the caller is to it; 404 for anyone else. */
  const access = async (user: TSessionUser, id: number) => {
    const row = await findApplication(db, id);
    if (row.user_id === user.id) return { row, viewer: 'applicant' as const };
    if (await canEditCompany(db, user, row.company_id)) return { row, viewer: 'company' as const };
    throw new AppError('NOT_FOUND', M.notFound);
  };
  const asCompany = async (request: FastifyRequest, id: number) => {
    const user = requireUser(request);
    const found = await access(user, id);
    if (found.viewer !== 'company') throw new AppError('FORBIDDEN', M.notCompanyMember);
    return { user, row: found.row };
  };
  const asApplicant = async (request: FastifyRequest, id: number) => {
    const found = await access(requireUser(request), id);
    if (found.viewer !== 'applicant') throw new AppError('FORBIDDEN', M.onlyApplicant);
    return found.row;
  };
  const notifyApplicant = (row: TApplicationRow, status: TApplicationStatus) =>
    deps.events.publish({
      type: 'application_status_changed',
      actorId: null,
      recipientId: row.user_id,
      applicationId: row.id,
      text: statusSentence(status, row.company_name, row.job_title),
      url: `/bewerbungen/${row.id}`,
    });
  const detail = async (id: number, viewer: 'applicant' | 'company') => ({
    application: await getApplicationDetail(db, await findApplication(db, id), viewer, retention),
  });
  /** The ad for its company's members and admins (404 unknown, 403 anyone else). */
  const companyAd = async (request: FastifyRequest, uid: string) => {
    const ad = await findJobAd(db, uid);
    await assertCompanyEditor(db, requireUser(request), ad.company_id);
    return ad;
  };

  app.post(
    P.apply,
    {
      config: { rateLimit: applyLimit },
      // 401 and the per-address ceiling before a byte of the body is read (platform/uploads.ts).
      preValidation: guardUpload(limiter),
      schema: { params: ZJobAdParams, response: { 201: ZApplicationAnswer } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ad = await findJobAd(db, request.params.uid);
      const isOwn = await canEditCompany(db, { ...user, isAdmin: false }, ad.company_id);
      if (isOwn) throw new AppError('FORBIDDEN', M.ownCompany);
      if (!isPubliclyVisible(ad)) throw new AppError('NOT_FOUND', JOB_MESSAGES.jobNotFound);
      await assertAdNotModerated(db, ad, null, false);
      if (effectiveStatus(ad) !== 'published') throw new AppError('CONFLICT', M.notOpen);
      if (await findMyApplicationForAd(db, user.id, ad.id)) throw new AppError('CONFLICT', M.alreadyApplied);
      if (await isHidingFromCompany(db, user.id, ad.company_id))
        throw new AppError('CONFLICT', M.hiddenFromCompany);
      const id = await withUploadSlot(request, () =>
        withMultipart(
          request,
          config,
          async ({ files, fields }) => {
            const input = parseWithSchema(ZApplyFields, fields);
            if (files.some((f) => f.field !== 'files')) throw validationError({ files: [M.fileType] });
            if (files.length > APPLICATION_FILES_MAX) throw validationError({ files: [M.tooManyFiles] });
            await assertPdfs(files);
            // Files are copied inside the transaction; if it fails after that, they go again.
            let storedFor: number | null = null;
            try {
              return await createApplication(
                db,
                {
                  jobAdId: ad.id,
                  companyId: ad.company_id,
                  userId: user.id,
                  message: input.message,
                  talentPool: input.talentPool,
                  files: files.map((f) => ({ fileName: f.fileName || 'Dokument.pdf', size: f.size })),
                  now: Date.now(),
                },
                (applicationId) => {
                  storedFor = applicationId;
                  return storeApplicationFiles(config, applicationId, files);
                },
              );
            } catch (error) {
              if (storedFor !== null) await removeApplicationFiles(config, storedFor);
              throw error;
            }
          },
          { field: 'files', tooLarge: M.fileTooLarge, tooMany: M.tooManyFiles },
        ),
      );
      const team = await db
        .selectFrom('company_members')
        .select('user_id')
        .where('company_id', '=', ad.company_id)
        .execute();
      for (const member of team)
        await deps.events.publish({
          type: 'application_received',
          actorId: user.id,
          recipientId: member.user_id,
          applicationId: id,
          text: ad.title,
          url: `/bewerbungen/${id}`,
        });
      return reply.status(201).send(await detail(id, 'applicant'));
    },
  );

  app.get(
    P.mineForAd,
    {
      preValidation: requireMember,
      schema: { params: ZJobAdParams, response: { 200: ZMyApplicationAnswer } },
    },
    async (request) => {
      const ad = await findJobAd(db, request.params.uid);
      return { application: (await findMyApplicationForAd(db, requireUser(request).id, ad.id)) ?? null };
    },
  );

  app.get(
    P.mine,
    {
      preValidation: requireMember,
      schema: { querystring: ZApplicationsQuery, response: { 200: ZApplicationsPage } },
    },
    async (request) => listMyApplications(db, requireUser(request).id, request.query.cursor),
  );

  app.get(
    P.pipeline,
    {
      preValidation: requireMember,
      schema: { params: ZJobAdParams, querystring: ZPipelineQuery, response: { 200: ZPipelineAnswer } },
    },
    async (request) => {
      const ad = await companyAd(request, request.params.uid);
      return listPipeline(db, ad.id, request.query.status, request.query.cursor);
    },
  );

  app.get(
    P.csv,
    { preValidation: requireMember, schema: { params: ZJobAdParams } },
    async (request, reply) => {
      const ad = await companyAd(request, request.params.uid);
      const { csv, ids } = await pipelineCsv(db, ad.id);
      await logReads(db, ids, requireUser(request).id, 'export', Date.now());
      const name = `bewerbungen-${companySlug(ad.title).slice(0, 60)}.csv`;
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    P.detail,
    {
      preValidation: requireMember,
      schema: { params: ZApplicationParams, response: { 200: ZApplicationAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const { row, viewer } = await access(user, request.params.id);
      if (viewer === 'company') {
        const now = Date.now();
        await logReads(db, [row.id], user.id, 'application', now);
        // The first look by the company is the step "gesehen".
        if (row.status === 'received' && (await changeStatus(db, row, { status: 'seen', reason: null }, now)))
          await notifyApplicant(row, 'seen');
      }
      return detail(row.id, viewer);
    },
  );

  app.post(
    P.status,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: {
        params: ZApplicationParams,
        body: ZApplicationStatusInput,
        response: { 200: ZApplicationAnswer },
      },
    },
    async (request) => {
      const { row } = await asCompany(request, request.params.id);
      const { status, reason } = request.body;
      if (await changeStatus(db, row, { status, reason: reason ?? null }, Date.now()))
        await notifyApplicant(row, status);
      return detail(row.id, 'company');
    },
  );

  app.post(
    P.notes,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: {
        params: ZApplicationParams,
        body: ZApplicationNoteInput,
        response: { 200: ZApplicationAnswer },
      },
    },
    async (request) => {
      const { user, row } = await asCompany(request, request.params.id);
      await addNote(db, row, user.id, request.body.text, Date.now());
      return detail(row.id, 'company');
    },
  );

  app.post(
    P.withdraw,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZApplicationParams, response: { 200: ZApplicationAnswer } },
    },
    async (request) => {
      const row = await asApplicant(request, request.params.id);
      await withdrawApplication(db, row, Date.now());
      return detail(row.id, 'applicant');
    },
  );

  app.put(
    P.talentPool,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZApplicationParams, body: ZTalentPoolInput, response: { 200: ZApplicationAnswer } },
    },
    async (request) => {
      const row = await asApplicant(request, request.params.id);
      await setTalentPool(db, row, request.body.consent, Date.now());
      return detail(row.id, 'applicant');
    },
  );

  app.get(
    P.file,
    { preValidation: requireMember, schema: { params: ZApplicationFileParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, viewer } = await access(user, request.params.id);
      const file = await findApplicationFile(db, row.id, request.params.fileId);
      const opened = await openApplicationFile(config, row.id, file.stored_name);
      if (viewer === 'company') await logReads(db, [row.id], user.id, 'file', Date.now());
      return reply
        .header(
          'content-disposition',
          `attachment; filename="dokument.pdf"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', opened.size)
        .type('application/pdf')
        .send(opened.stream);
    },
  );
}
