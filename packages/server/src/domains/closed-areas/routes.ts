import { z } from 'zod';
import {
  ZClosedAreaMembershipAnswer,
  ZJoinClosedArea,
  ZJoinClosedAreaAnswer,
  ZUpdatePrimaryArea,
  ZUpdatePrimaryAreaAnswer,
  CLOSED_AREA_MESSAGES,
} from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import { membersOnly } from './hooks.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { getClosedArea, isClosedAreaMember, joinClosedArea, updatePrimaryArea } from './service.ts';

const ZAreaParams = z.object({
  id: z.coerce
    .number({ error: CLOSED_AREA_MESSAGES.closedAreaRequired })
    .int(CLOSED_AREA_MESSAGES.closedAreaRequired)
    .positive(CLOSED_AREA_MESSAGES.closedAreaRequired),
});
/** Joining and changing the Startbereich are rare; the limit only stops scripted hammering. */
const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Closed-area endpoints of 000 §7: membership check, join (Urocampus wizard), Startbereich. */
export function registerClosedAreaRoutes(app: TApp, { database }: TDeps) {
  const db = database.db;

  app.get(
    '/api/closed_areas/:id/check-membership',
    {
      preValidation: membersOnly,
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
      preValidation: membersOnly,
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
      preValidation: membersOnly,
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
}
