import { ZHealth } from '@pflegepuls/shared';
import { pingDatabase } from '../../platform/db/index.ts';
import type { TApp, TDeps } from '../../platform/types.ts';

export function registerHealthRoutes(app: TApp, { config, database }: TDeps) {
  app.get('/api/health', { schema: { response: { 200: ZHealth } } }, async () => ({
    status: (await pingDatabase(database)) ? ('ok' as const) : ('degraded' as const),
    database: database.dialect,
    version: config.version,
  }));
}
