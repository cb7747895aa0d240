/**
 * The routes `npm run bench` loads, in order. The baseline comes first and always runs; feature
 * issues append theirs (e.g. feed first page, feed deep page, moments, notifications).
 */
import { adminRoutes } from './admin.ts';
import { analyticsRoutes } from './analytics.ts';
import { chatRoutes } from './chat.ts';
import { closedAreaRoutes } from './closed-areas.ts';
import { eventsRoutes } from './events.ts';
import { feedRoutes } from './feed.ts';
import { groupsRoutes } from './groups.ts';
import { jobsRoutes } from './jobs.ts';
import { matcherRoutes } from './matcher.ts';
import { networkRoutes } from './network.ts';
import { notificationsRoutes } from './notifications.ts';
import { currentUserRoute, healthRoute } from './platform.ts';
import { presenceRoutes } from './presence.ts';
import { searchRoutes } from './search.ts';
import type { TBenchRoute } from './types.ts';
import { wikiRoutes } from './wiki.ts';

export type { TBenchClient, TBenchPrepareContext, TBenchRequest, TBenchRoute, TBenchUser } from './types.ts';

/** The route whose req/s is 100 % in the "× health" column. */
export const BASELINE_ROUTE = healthRoute;

/** Every route after the baseline. */
export const BENCH_ROUTES: TBenchRoute[] = [
  currentUserRoute,
  ...presenceRoutes,
  ...feedRoutes,
  ...networkRoutes,
  ...notificationsRoutes,
  ...closedAreaRoutes,
  ...groupsRoutes,
  ...chatRoutes,
  ...eventsRoutes,
  ...jobsRoutes,
  ...matcherRoutes,
  ...adminRoutes,
  ...analyticsRoutes,
  ...wikiRoutes,
  ...searchRoutes,
];

/** DESIGN.md: each list endpoint answers at p99 under 50 ms at 50 connections. */
export const DEFAULT_P99_TARGET_MS = 50;
