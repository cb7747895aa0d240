import type { TBenchRoute } from './types.ts';

/**
 * Bench routes of presence. The heartbeat must hold 10,000 online members (one every 30 s each:
 * 333 req/s) at p99 < 20 ms; its request path touches memory only. (Search is rate limited per
 * member, so autocannon's unthrottled connections cannot load it meaningfully.)
 */
export const presenceRoutes: TBenchRoute[] = [
  {
    name: 'presence/heartbeat',
    auth: true,
    request: { path: '/user/create_online_status', method: 'POST', body: {} },
    targets: { p99Ms: 20 },
  },
];
