/** Checking and loading one route with autocannon, one seeded member per connection. */
import autocannon, { type TRequest, type TResult } from 'autocannon';
import type { TBenchClient, TBenchRequest, TBenchRoute, TBenchUser } from '../routes/index.ts';
import { diffCpu, sampleCpu, type TCpuUsage } from './cpu.ts';

/** cookieNames() in platform/session.ts: no __Host- prefix over plain HTTP. */
const SESSION_COOKIE = 'pp_session';
const ANONYMOUS_COOKIE = 'pp_anon';
const CHECK_TIMEOUT_MS = 10_000;

export type TLoadOptions = {
  baseUrl: string;
  serverPid: number;
  /** Count PostgreSQL's CPU time apart from the other processes'. */
  isPostgres: boolean;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
};

export type TRouteResult = {
  route: TBenchRoute;
  /** What the check request was, e.g. "GET /api/user/me". */
  label: string;
  /** Set when the check before the load did not answer as expected; then there are no figures. */
  checkError: string | null;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  /** Status codes other than 2xx with their counts, e.g. "429×12". */
  non2xxDetail: string;
  /** Socket errors and timeouts. */
  errors: number;
  /** Where the CPU went during the recorded load; null off Linux. */
  cpu: TCpuUsage | null;
};

/** The request a route sends for this client now. */
export function toRequest(route: TBenchRoute, client: TBenchClient): TBenchRequest {
  const { request } = route;
  if (typeof request === 'string') return { path: request };
  return typeof request === 'function' ? request(client) : request;
}

/** Method, path, headers (session cookie, CSRF token) and JSON body as autocannon sends them. */
export function toHttp(route: TBenchRoute, user: TBenchUser, request: TBenchRequest) {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.auth) {
    headers.cookie = `${SESSION_COOKIE}=${user.sessionToken}`;
    if (method !== 'GET') headers['x-csrf-token'] = user.csrfToken;
  } else if (method !== 'GET') {
    headers.cookie = `${ANONYMOUS_COOKIE}=${user.anonymousToken}`;
    headers['x-csrf-token'] = user.anonymousCsrfToken;
  }
  Object.assign(headers, request.headers);
  let body: string | undefined;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  return { method, path: request.path, headers, ...(body === undefined ? {} : { body }) };
}

/** Sends the route's first request as connection 0 would; null when it answers as expected (200). */
export async function checkRoute(
  baseUrl: string,
  route: TBenchRoute,
  users: TBenchUser[],
): Promise<string | null> {
  const client: TBenchClient = { user: users[0]!, connection: 0, requestCount: 0 };
  const http = toHttp(route, client.user, toRequest(route, client));
  try {
    const response = await fetch(baseUrl + http.path, {
      method: http.method,
      headers: http.headers,
      body: http.body ?? null,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const expected = route.expectStatus ?? 200;
    if (response.status === expected) {
      await response.arrayBuffer();
      return null;
    }
    const text = (await response.text()).replace(/\s+/g, ' ').slice(0, 200);
    return `${http.method} ${http.path} answered ${response.status}: ${text}`;
  } catch (error) {
    return `${http.method} ${http.path} failed: ${(error as Error).message}`;
  }
}

/** "GET /api/health" for the table: the first request of connection 0. */
export function describeRoute(route: TBenchRoute, users: TBenchUser[]): string {
  const request = toRequest(route, { user: users[0]!, connection: 0, requestCount: 0 });
  return `${request.method ?? 'GET'} ${request.path}${typeof route.request === 'function' ? ' …' : ''}`;
}

function runAutocannon(route: TBenchRoute, users: TBenchUser[], options: TLoadOptions, seconds: number) {
  let connections = 0;
  return autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: seconds,
    setupClient(client) {
      const state: TBenchClient = {
        user: users[connections % users.length]!,
        connection: connections,
        requestCount: 0,
      };
      connections++;
      if (typeof route.request !== 'function' && !route.members) {
        client.setRequests([toHttp(route, state.user, toRequest(route, state))]);
        return;
      }
      // `members`: each request as the next member of the pool, the connections interleaved.
      const pool = Math.min(route.members ?? 0, users.length);
      const userOf = () =>
        pool ? users[(state.connection + state.requestCount * options.connections) % pool]! : state.user;
      const dynamic: TRequest = {
        setupRequest: (base) => {
          const http = toHttp(route, userOf(), toRequest(route, state));
          state.requestCount++;
          return { ...base, ...http };
        },
      };
      client.setRequests([dynamic]);
    },
  });
}

function summarise(route: TBenchRoute, label: string, result: TResult, cpu: TCpuUsage | null): TRouteResult {
  const non2xxDetail = Object.entries(result.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    route,
    label,
    checkError: null,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.latency.totalCount,
    non2xx: result.non2xx,
    non2xxDetail,
    errors: result.errors + result.timeouts,
    cpu,
  };
}

/** Checks the route, warms it up, then loads it; a failed check skips the load. */
export async function loadRoute(
  route: TBenchRoute,
  users: TBenchUser[],
  options: TLoadOptions,
): Promise<TRouteResult> {
  const label = describeRoute(route, users);
  const checkError = await checkRoute(options.baseUrl, route, users);
  if (checkError) {
    return {
      route,
      label,
      checkError,
      requestsPerSecond: 0,
      p50Ms: 0,
      p99Ms: 0,
      total: 0,
      non2xx: 0,
      non2xxDetail: '',
      errors: 0,
      cpu: null,
    };
  }
  if (options.warmupSeconds > 0) await runAutocannon(route, users, options, options.warmupSeconds);
  const before = sampleCpu(options.serverPid, options.isPostgres);
  const result = await runAutocannon(route, users, options, options.durationSeconds);
  return summarise(route, label, result, diffCpu(before, sampleCpu(options.serverPid, options.isPostgres)));
}
