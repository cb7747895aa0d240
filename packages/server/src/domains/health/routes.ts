import { ZHealth, ZReadiness } from '@pflegepuls/shared';
import { pingDatabase } from '../../platform/db/index.ts';
import type { TApp, TDeps } from '../../platform/types.ts';

export function registerHealthRoutes(app: TApp, { config, database }: TDeps) {
  app.get('/api/health', { schema: { response: { 200: ZHealth } } }, async () => ({
    status: (await pingDatabase(database)) ? ('ok' as const) : ('degraded' as const),
    database: database.dialect,
    version: config.version,
  }));

  // For the proxy: take this instance out before it stops (SIGTERM), or while its database is gone.
  app.get(
    '/api/ready',
    { schema: { response: { 200: ZReadiness, 503: ZReadiness } } },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
      if (!(await pingDatabase(database))) return reply.status(503).send({ status: 'degraded' as const });
      return { status: 'ready' as const };
    },
  );
}
