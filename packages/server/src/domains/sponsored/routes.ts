import { ZSponsoredAnswer, ZSponsoredQuery } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { createSponsoredCache, listSponsored } from './service.ts';

/** GET /api/sponsored?closedAreaId=: the feed's sponsored blocks for members (000 §9). */
export function registerSponsoredRoutes(app: TApp, { database }: TDeps) {
  const cache = createSponsoredCache();
  app.get(
    '/api/sponsored',
    { schema: { querystring: ZSponsoredQuery, response: { 200: ZSponsoredAnswer } } },
    async (request) => {
      const user = requireUser(request);
      return {
        data: await listSponsored(database.db, cache, user.id, request.query.closedAreaId ?? null),
      };
    },
  );
}
