import { ADMIN_PATHS } from '../../packages/shared/src/index.ts';
import type { TBenchRoute } from './types.ts';

/**
 * The load of every admin dashboard route: logged in as the seed's bench admins (seed-stages/funnels.ts),
 * at five connections, one per admin (admins are few, not fifty members at once), against DESIGN.md's
 * 200 ms at p99 for an `allTime` request.
 */
export const ADMIN_LOAD = { auth: 'admin', connections: 5, targets: { p99Ms: 200 } } as const;

/** The statistics endpoints of the admin dashboard for `allTime`. */
export const adminRoutes: TBenchRoute[] = (
  [
    ['admin/users', ADMIN_PATHS.users],
    ['admin/cohorts', ADMIN_PATHS.userCohorts],
    ['admin/moments', ADMIN_PATHS.moments],
    ['admin/notifications', ADMIN_PATHS.notifications],
    ['admin/connections', ADMIN_PATHS.connections],
  ] as const
).map(([name, path]) => ({ name, ...ADMIN_LOAD, request: `${path}?period=allTime` }));
