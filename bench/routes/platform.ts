import type { TBenchRoute } from './types.ts';

/** The server's cheapest JSON route; every other route's throughput is compared with it. */
export const healthRoute: TBenchRoute = {
  name: 'health',
  auth: false,
  request: '/api/health',
};

/** The logged-in member: the session lookup plus one row by primary key. */
export const currentUserRoute: TBenchRoute = {
  name: 'user/me',
  auth: true,
  request: '/api/user/me',
};
