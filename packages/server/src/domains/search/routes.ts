import { ZSearchAnswer, ZSearchQuery } from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { searchEverything } from './service.ts';

/**
 * Typing is debounced to a few requests a second; this stops scripts from crawling the members.
 * Counted per member (a hospital's staff may share one address). The wiki's own search uses it too.
 */
export const SEARCH_LIMIT = { max: 120, windowMs: 60_000 };

/** The search bar of the centre column. */
export function registerSearchRoutes(app: TApp, { database, config }: TDeps) {
  const ctx = { db: database.db, dialect: database.dialect, productSlug: config.productSlug };
  app.get(
    '/api/search',
    {
      config: { rateLimit: SEARCH_LIMIT },
      preValidation: requireMember,
      schema: { querystring: ZSearchQuery, response: { 200: ZSearchAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      return { results: await searchEverything(ctx, user, request.query.q, request.query.limit) };
    },
  );
}
