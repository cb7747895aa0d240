import type { TBenchRoute } from './types.ts';

/** Bench routes of the notifications domain. */
export const notificationsRoutes: TBenchRoute[] = [];
