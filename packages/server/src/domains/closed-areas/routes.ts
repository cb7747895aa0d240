import { z } from 'zod';
import {
  ZAcceptClosedAreaTerms,
  ZClosedAreaActionAnswer,
  ZClosedAreaHomeAnswer,
  ZClosedAreaMyAnswer,
  ZClosedAreaStatsAnswer,
  ZClosedAreaTermsAnswer,
  ZClosedAreaMembershipAnswer,
  ZJoinClosedArea,
  ZJoinClosedAreaAnswer,
  ZUpdatePrimaryArea,
  ZUpdatePrimaryAreaAnswer,
  CLOSED_AREA_MESSAGES,
} from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import { PRIVATE_FILE_PARAMS, sendPrivateUpload } from '../../platform/uploads.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  assertClosedAreaMember,
  getClosedArea,
  isClosedAreaMember,
  joinClosedArea,
  updatePrimaryArea,
} from './service.ts';
import { getAreaMy, getAreaTiles, getAreaWithBranding } from './home.ts';
import { leaveClosedArea } from './leave.ts';
import { assertCanSeeAreaStats, isClosedAreaAdmin } from './policy.ts';
import { getAreaStats } from './stats.ts';
import { acceptCurrentTerms, getCurrentTerms } from './terms.ts';

const ZAreaParams = z.object({
  id: z.coerce
    .number({ error: CLOSED_AREA_MESSAGES.closedAreaRequired })
    .int(CLOSED_AREA_MESSAGES.closedAreaRequired)
    .positive(CLOSED_AREA_MESSAGES.closedAreaRequired),
});
/** Joining and changing the Startbereich are rare; the limit only stops scripted hammering. */
const WRITE_LIMIT = { max: 30, windowMs: 60_000 };

/** Closed-area endpoints of 000 §7: membership check, join (Urocampus wizard), Startbereich. */
export function registerClosedAreaRoutes(app: TApp, { database, config }: TDeps) {
  const db = database.db;

  app.get(
    '/api/closed_areas/:id/check-membership',
    {
      preValidation: requireMember,
      schema: { params: ZAreaParams, response: { 200: ZClosedAreaMembershipAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const area = await getClosedArea(db, request.params.id);
      return { data: { is_member: await isClosedAreaMember(db, user.id, area.id) } };
    },
  );

  app.post(
    '/closed_areas/join',
    {
      config: { rateLimit: WRITE_LIMIT },
      preValidation: requireMember,
      schema: { body: ZJoinClosedArea, response: { 200: ZJoinClosedAreaAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      await joinClosedArea(db, user.id, request.body.closedAreaId);
      return { success: true as const, message: CLOSED_AREA_MESSAGES.joined };
    },
  );

  app.post(
    '/api/closed_areas/update_primary_area',
    {
      config: { rateLimit: WRITE_LIMIT },
      preValidation: requireMember,
      schema: { body: ZUpdatePrimaryArea, response: { 200: ZUpdatePrimaryAreaAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const message = await updatePrimaryArea(db, user.id, {
        closedAreaId: request.body.closed_area_id,
        goToAreaAfterLogin: request.body.go_to_area_after_login,
      });
      return { data: { success: true as const, message } };
    },
  );

  // ---- Area home, terms versions, leaving, sponsor statistics (issue 14, docs/closed-areas.md) ----

  app.get(
    '/api/closed_areas/:id',
    {
      preValidation: requireMember,
      schema: { params: ZAreaParams, response: { 200: ZClosedAreaHomeAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      // The branded area is also the existence check (404); then the guard, then the rest at once.
      const area = await getAreaWithBranding(db, request.params.id);
      await assertClosedAreaMember(db, user.id, area.id);
      const [isAreaAdmin, tiles] = await Promise.all([
        isClosedAreaAdmin(db, user, area.id),
        getAreaTiles(db, area.id),
      ]);
      return { data: { area: { ...area, isAreaAdmin }, tiles } };
    },
  );

  app.get(
    '/api/closed_areas/:id/my',
    {
      preValidation: requireMember,
      schema: { params: ZAreaParams, response: { 200: ZClosedAreaMyAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const area = await getClosedArea(db, request.params.id);
      await assertClosedAreaMember(db, user.id, area.id);
      return { data: await getAreaMy(db, user.id, area.id) };
    },
  );

  // The current terms are readable by every community member: the wizard shows them before joining.
  app.get(
    '/api/closed_areas/:id/terms',
    {
      preValidation: requireMember,
      schema: { params: ZAreaParams, response: { 200: ZClosedAreaTermsAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await getCurrentTerms(db, user.id, request.params.id) };
    },
  );

  app.post(
    '/api/closed_areas/:id/terms/accept',
    {
      config: { rateLimit: WRITE_LIMIT },
      preValidation: requireMember,
      schema: {
        params: ZAreaParams,
        body: ZAcceptClosedAreaTerms,
        response: { 200: ZClosedAreaActionAnswer },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await acceptCurrentTerms(db, user.id, {
        closedAreaId: request.params.id,
        version: request.body.version,
      });
      return { success: true as const, message: CLOSED_AREA_MESSAGES.termsAccepted };
    },
  );

  app.post(
    '/api/closed_areas/:id/leave',
    {
      config: { rateLimit: WRITE_LIMIT },
      preValidation: requireMember,
      schema: { params: ZAreaParams, response: { 200: ZClosedAreaActionAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      await leaveClosedArea(db, user.id, request.params.id);
      return { success: true as const, message: CLOSED_AREA_MESSAGES.left };
    },
  );

  app.get(
    '/api/closed_areas/:id/stats',
    {
      preValidation: requireMember,
      schema: { params: ZAreaParams, response: { 200: ZClosedAreaStatsAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const area = await getClosedArea(db, request.params.id);
      await assertCanSeeAreaStats(db, user, area.id);
      return { data: await getAreaStats(db, area.id) };
    },
  );

  // Images of closed-area posts (platform/uploads.ts): members of the area only.
  app.get(
    '/uploads/private/areas/:id/:kind/:name',
    {
      preValidation: requireMember,
      schema: { params: ZAreaParams.extend(PRIVATE_FILE_PARAMS) },
    },
    async (request, reply) => {
      await assertClosedAreaMember(db, requireUser(request).id, request.params.id);
      return sendPrivateUpload(reply, config, { of: 'areas', id: request.params.id }, request.params);
    },
  );
}
