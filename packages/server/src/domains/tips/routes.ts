import { ZTipAnswer } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { getTipOfTheDay } from './service.ts';

/** "Tipp des Tages" of the right panel. */
export function registerTipRoutes(app: TApp, { database }: TDeps) {
  app.get('/api/tips/today', { schema: { response: { 200: ZTipAnswer } } }, async (request) => {
    requireUser(request);
    return { tip: await getTipOfTheDay(database.db) };
  });
}
