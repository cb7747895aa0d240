import {
  MODERATION_MESSAGES as M,
  MODERATION_PATHS as P,
  REPORTS_PER_HOUR,
  ZActionAnswer,
  ZActionPayload,
  ZAppealPayload,
  ZAppealsAnswer,
  ZBlocksAnswer,
  ZDecideAppealPayload,
  ZDecisionsAnswer,
  ZFigures,
  ZModerationAreas,
  ZModerationSettings,
  ZFiguresQuery,
  ZIdentifyApproveAnswer,
  ZIdentifyPayload,
  ZIdentifyRequestAnswer,
  ZIdentifyRequestsAnswer,
  ZIdParams,
  ZItemHistory,
  ZItemParams,
  ZMomentIdParams,
  ZOkMessage,
  ZQueuePage,
  ZQueueQuery,
  ZReportPayload,
  ZModerationUserNameParams,
} from '@pflegepuls/shared';
import { sendCsv } from '../../platform/csv.ts';
import { hitLimit } from '../../platform/limiter.ts';
import { figuresCsv, getMonthlyFigures } from './figures.ts';
import { getSettings, saveSettings } from './premoderation.ts';
import { requireAdmin, requireAdminHook, requireMember, requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  appealDecision,
  applyAction,
  approveIdentify,
  blockMember,
  blockMomentAuthor,
  clearAnonymousBlocks,
  createReport,
  decideAppeal,
  findMyDecisions,
  findPendingAppeals,
  findItemHistory,
  findOpenIdentifyRequests,
  findQueue,
  listBlocks,
  listModerationAreas,
  refuseIdentify,
  requestIdentify,
  setMute,
  unblockMember,
} from './service.ts';

/** Member actions: a ceiling against scripts; reports have their own hourly limit per member. */
const actionLimit = { max: 60, windowMs: 60_000 };
const REPORT_LIMIT = { name: 'moderation.reports', max: REPORTS_PER_HOUR, windowMs: 60 * 60_000 };

/** Moderation endpoints (docs/moderation.md): members report, block, mute and appeal; admins decide. */
export function registerModerationRoutes(app: TApp, { database, events, mailer, config, limiter }: TDeps) {
  const { db } = database;
  const notices = { db, events, mailer, config };
  const ok = (message: string) => ({ success: true as const, message });

  app.post(
    P.reports,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZReportPayload, response: { 201: ZOkMessage } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await hitLimit(limiter, REPORT_LIMIT, id, M.tooManyReports);
      await createReport(db, id, request.body);
      return reply.code(201).send(ok(M.reportSent));
    },
  );

  app.get(
    P.blocks,
    { preValidation: requireMember, schema: { response: { 200: ZBlocksAnswer } } },
    async (request) => listBlocks(db, requireUser(request).id),
  );
  app.put(
    P.block,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZModerationUserNameParams, response: { 200: ZOkMessage } },
    },
    async (request) => {
      await blockMember(db, requireUser(request).id, request.params.userName);
      return ok(M.blocked);
    },
  );
  app.delete(
    P.block,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZModerationUserNameParams, response: { 200: ZOkMessage } },
    },
    async (request) => {
      await unblockMember(db, requireUser(request).id, request.params.userName);
      return ok(M.unblocked);
    },
  );
  app.put(
    P.blockMomentAuthor,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZMomentIdParams, response: { 200: ZOkMessage } },
    },
    async (request) => {
      await blockMomentAuthor(db, requireUser(request).id, request.params.momentId);
      return ok(M.blockedAnonymous);
    },
  );
  app.delete(
    `${P.blocks}/anonymous`,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { response: { 200: ZOkMessage } },
    },
    async (request) => {
      await clearAnonymousBlocks(db, requireUser(request).id);
      return ok(M.unblocked);
    },
  );
  for (const [method, muted] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      P.mute,
      {
        config: { rateLimit: actionLimit },
        preValidation: requireMember,
        schema: { params: ZModerationUserNameParams, response: { 200: ZOkMessage } },
      },
      async (request) => {
        await setMute(db, requireUser(request).id, request.params.userName, muted);
        return ok(muted ? M.muted : M.unmuted);
      },
    );
  }

  app.get(
    P.decisions,
    { preValidation: requireMember, schema: { response: { 200: ZDecisionsAnswer } } },
    async (request) => ({ decisions: await findMyDecisions(db, requireUser(request).id) }),
  );
  app.post(
    P.appeal,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZIdParams, body: ZAppealPayload, response: { 201: ZOkMessage } },
    },
    async (request, reply) => {
      await appealDecision(db, requireUser(request).id, request.params.id, request.body.text);
      return reply.code(201).send(ok(M.appealSent));
    },
  );

  // ---- Admins only: 401/403 before anything is validated ----

  app.get(
    P.queue,
    { preValidation: requireAdminHook, schema: { querystring: ZQueueQuery, response: { 200: ZQueuePage } } },
    async (request) => findQueue(db, request.query),
  );
  app.get(
    P.areas,
    { preValidation: requireAdminHook, schema: { response: { 200: ZModerationAreas } } },
    async () => ({ areas: await listModerationAreas(db) }),
  );
  app.get(
    P.item,
    { preValidation: requireAdminHook, schema: { params: ZItemParams, response: { 200: ZItemHistory } } },
    async (request) => findItemHistory(db, request.params.type, request.params.id),
  );
  app.post(
    P.actions,
    {
      preValidation: requireAdminHook,
      schema: { params: ZItemParams, body: ZActionPayload, response: { 201: ZActionAnswer } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const decisionId = await applyAction(
        notices,
        { id: admin.id, ip: request.ip },
        request.params.type,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, message: M.actionDone, decisionId });
    },
  );
  app.get(
    P.appeals,
    { preValidation: requireAdminHook, schema: { response: { 200: ZAppealsAnswer } } },
    async (request) => ({ appeals: await findPendingAppeals(db, requireAdmin(request).id) }),
  );
  app.post(
    P.decideAppeal,
    {
      preValidation: requireAdminHook,
      schema: { params: ZIdParams, body: ZDecideAppealPayload, response: { 200: ZOkMessage } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await decideAppeal(
        notices,
        { id: admin.id, ip: request.ip },
        request.params.id,
        request.body.outcome,
        request.body.reason,
      );
      return ok(M.actionDone);
    },
  );
  app.get(
    P.figures,
    { preValidation: requireAdminHook, schema: { querystring: ZFiguresQuery, response: { 200: ZFigures } } },
    async (request, reply) => {
      const figures = await getMonthlyFigures(db, request.query.month);
      if (request.query.format === 'csv')
        return sendCsv(reply, `${config.productSlug}-moderation-${figures.month}.csv`, figuresCsv(figures));
      return figures;
    },
  );
  app.get(
    P.settings,
    { preValidation: requireAdminHook, schema: { response: { 200: ZModerationSettings } } },
    async () => getSettings(db),
  );
  app.put(
    P.settings,
    {
      preValidation: requireAdminHook,
      schema: { body: ZModerationSettings, response: { 200: ZOkMessage } },
    },
    async (request) => {
      await saveSettings(db, request.body);
      return ok(M.settingsSaved);
    },
  );
  app.post(
    P.identifyRequests,
    {
      preValidation: requireAdminHook,
      schema: { body: ZIdentifyPayload, response: { 201: ZIdentifyRequestAnswer } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const requestId = await requestIdentify(
        db,
        { id: admin.id, ip: request.ip },
        request.body.momentId,
        request.body.reason,
      );
      return reply.code(201).send({ success: true as const, requestId });
    },
  );
  app.get(
    P.identifyRequests,
    { preValidation: requireAdminHook, schema: { response: { 200: ZIdentifyRequestsAnswer } } },
    async (request) => ({ requests: await findOpenIdentifyRequests(db, requireAdmin(request).id) }),
  );
  app.post(
    P.refuseIdentify,
    {
      preValidation: requireAdminHook,
      schema: { params: ZIdParams, response: { 200: ZOkMessage } },
    },
    async (request) => {
      await refuseIdentify(db, { id: requireAdmin(request).id, ip: request.ip }, request.params.id);
      return ok(M.identifyRefused);
    },
  );
  app.post(
    P.approveIdentify,
    {
      preValidation: requireAdminHook,
      schema: { params: ZIdParams, response: { 200: ZIdentifyApproveAnswer } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const author = await approveIdentify(notices, { id: admin.id, ip: request.ip }, request.params.id);
      return { success: true as const, author };
    },
  );
}
