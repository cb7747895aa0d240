import type { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  ADMIN_PATHS,
  ZAdminMomentsStats,
  ZAdminPeriodQuery,
  ZConnectionStats,
  ZNotificationStats,
  ZUserCohorts,
  ZUserStats,
  type TAdminPeriodQuery,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { requireAdminHook } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { getConnectionStats } from './connection-stats.ts';
import {
  ADMIN_CSV_NAMES,
  renderConnectionStatsCsv,
  renderMomentStatsCsv,
  renderNotificationStatsCsv,
  renderUserCohortsCsv,
  renderUserStatsCsv,
  type TAdminCsvName,
} from './csv.ts';
import { csvFileName, sendCsv } from '../../platform/csv.ts';
import { getMomentStats } from './moment-stats.ts';
import { getNotificationStats } from './notification-stats.ts';
import { getUserCohorts, getUserStats } from './user-stats.ts';

type TPeriodAnswer = { from: string; to: string; fallback: boolean };

type TStatistic<T extends TPeriodAnswer> = {
  path: string;
  schema: z.ZodType<T>;
  csvName: TAdminCsvName;
  load: (db: Kysely<DB>, query: TAdminPeriodQuery, now: number) => Promise<T>;
  csv: (answer: T, now: number) => string;
};

/**
 * One statistics endpoint (001 §7.3): admins only, the period query, the answer validated by its
 * shared schema as JSON, or with `format=csv` as a download. The clock is read here; the services
 * take `now`.
 */
function registerStatistic<T extends TPeriodAnswer>(
  app: TApp,
  { database, config }: TDeps,
  statistic: TStatistic<T>,
) {
  app.get(
    statistic.path,
    {
      preValidation: requireAdminHook,
      // The answer is JSON or CSV, so it is validated below rather than by a response schema.
      schema: { querystring: ZAdminPeriodQuery },
    },
    async (request, reply) => {
      const now = Date.now();
      const answer = await statistic.load(database.db, request.query, now);
      if (answer.fallback) {
        // 001 §8.3: a custom range without data falls back to the last week and logs a warning.
        request.log.warn(
          { path: statistic.path, from: request.query.from, to: request.query.to },
          'Zeitraum ohne Daten, die letzte Woche wird angezeigt',
        );
      }
      if (request.query.format !== 'csv') return statistic.schema.parse(answer);
      const fileName = csvFileName(config.productSlug, ADMIN_CSV_NAMES[statistic.csvName], answer);
      return sendCsv(reply, fileName, statistic.csv(answer, now));
    },
  );
}

/** The statistics of the admin dashboard: users, cohorts, moments, notifications, connections. */
export function registerAdminStatisticsRoutes(app: TApp, deps: TDeps) {
  registerStatistic(app, deps, {
    path: ADMIN_PATHS.users,
    schema: ZUserStats,
    csvName: 'users',
    load: getUserStats,
    csv: renderUserStatsCsv,
  });
  registerStatistic(app, deps, {
    path: ADMIN_PATHS.userCohorts,
    schema: ZUserCohorts,
    csvName: 'cohorts',
    load: getUserCohorts,
    csv: renderUserCohortsCsv,
  });
  registerStatistic(app, deps, {
    path: ADMIN_PATHS.moments,
    schema: ZAdminMomentsStats,
    csvName: 'moments',
    load: getMomentStats,
    csv: renderMomentStatsCsv,
  });
  registerStatistic(app, deps, {
    path: ADMIN_PATHS.notifications,
    schema: ZNotificationStats,
    csvName: 'notifications',
    load: getNotificationStats,
    csv: renderNotificationStatsCsv,
  });
  registerStatistic(app, deps, {
    path: ADMIN_PATHS.connections,
    schema: ZConnectionStats,
    csvName: 'connections',
    load: getConnectionStats,
    csv: renderConnectionStatsCsv,
  });
}
