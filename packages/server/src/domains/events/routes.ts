import { z } from 'zod';
import { ZEventsAnswer, CLOSED_AREA_MESSAGES, GROUP_MESSAGES } from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { getVisibleEvents } from './service.ts';

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

/** Event endpoints; for now the list the shell prefetches (000 §3, §7). */
export function registerEventRoutes(app: TApp, { database }: TDeps) {
  app.get(
    '/api/event/closed_area/events/:areaId/:groupId',
    { preValidation: requireMember, schema: { params: ZEventListParams, response: { 200: ZEventsAnswer } } },
    async (request) => {
      const user = requireUser(request);
      const { areaId, groupId } = request.params;
      return { data: await getVisibleEvents(database.db, user.id, { closedAreaId: areaId, groupId }) };
    },
  );
}
