/**
 * Metrics in the Prometheus text format at `GET /metrics`, for an operator's dashboard: requests
 * and their latency per route, 5xx answers, event-loop lag, memory, the job queue, open WebSockets
 * and the PostgreSQL pool. Only with METRICS_TOKEN (a bearer token; the route answers 404 without
 * it, and no hook runs then). Each instance reports its own figures; Prometheus scrapes each.
 */
import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import type { TDeps } from './types.ts';

/** Seconds: from a cached answer to a slow export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type TRouteFigures = { counts: Map<number, number>; buckets: number[]; sum: number; total: number };

/** What the server counts while it runs (one per app). */
export type TMetrics = {
  /** WebSocket connections open on this instance. */
  sockets: number;
  recordRequest(method: string, route: string, status: number, seconds: number): void;
  render(extra: string[]): string;
};

export function createMetrics(): TMetrics {
  const routes = new Map<string, TRouteFigures>();
  const labels = (key: string) => {
    const [method, route] = key.split(' ', 2) as [string, string];
    return `method="${method}",route="${route.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  };
  return {
    sockets: 0,
    recordRequest(method, route, status, seconds) {
      const key = `${method} ${route}`;
      let figures = routes.get(key);
      if (!figures) {
        figures = { counts: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, total: 0 };
        routes.set(key, figures);
      }
      figures.counts.set(status, (figures.counts.get(status) ?? 0) + 1);
      const bucket = BUCKETS.findIndex((limit) => seconds <= limit);
      if (bucket >= 0) figures.buckets[bucket]!++;
      figures.sum += seconds;
      figures.total++;
    },
    render(extra) {
      const lines = [
        '# HELP pflegepuls_http_requests_total Answered requests by route and status.',
        '# TYPE pflegepuls_http_requests_total counter',
      ];
      for (const [key, figures] of routes)
        for (const [status, n] of figures.counts)
          lines.push(`pflegepuls_http_requests_total{${labels(key)},status="${status}"} ${n}`);
      lines.push(
        '# HELP pflegepuls_http_request_duration_seconds Time from request to answer by route.',
        '# TYPE pflegepuls_http_request_duration_seconds histogram',
      );
      for (const [key, figures] of routes) {
        let cumulative = 0;
        BUCKETS.forEach((limit, i) => {
          cumulative += figures.buckets[i]!;
          lines.push(
            `pflegepuls_http_request_duration_seconds_bucket{${labels(key)},le="${limit}"} ${cumulative}`,
          );
        });
        lines.push(
          `pflegepuls_http_request_duration_seconds_bucket{${labels(key)},le="+Inf"} ${figures.total}`,
          `pflegepuls_http_request_duration_seconds_sum{${labels(key)}} ${figures.sum}`,
          `pflegepuls_http_request_duration_seconds_count{${labels(key)}} ${figures.total}`,
        );
      }
      let errors = 0;
      for (const figures of routes.values())
        for (const [status, n] of figures.counts) if (status >= 500) errors += n;
      lines.push(
        '# HELP pflegepuls_http_5xx_total Answers with a 5xx status.',
        '# TYPE pflegepuls_http_5xx_total counter',
        `pflegepuls_http_5xx_total ${errors}`,
        ...extra,
      );
      return `${lines.join('\n')}\n`;
    },
  };
}

function gauge(name: string, help: string, value: number, type = 'gauge'): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`];
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Counts every answer (when metrics are on) and serves `GET /metrics`. */
export function registerMetrics(app: FastifyInstance, deps: TDeps) {
  const { config, metrics, jobs, database } = deps;
  const token = config.metricsToken;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  if (token) {
    loopDelay.enable();
    app.addHook('onClose', async () => loopDelay.disable());
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the address itself (one series per route, no member names).
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.get('/metrics', async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND');
    if (!tokenMatches(request.headers.authorization, token)) throw new AppError('UNAUTHORIZED');
    const memory = process.memoryUsage();
    const queue = await jobs.stats();
    const pool = database.poolStats?.();
    const extra = [
      ...gauge(
        'pflegepuls_eventloop_lag_p99_seconds',
        'Event-loop delay, 99th percentile since the last scrape.',
        loopDelay.percentile(99) / 1e9,
      ),
      ...gauge(
        'pflegepuls_eventloop_lag_mean_seconds',
        'Mean event-loop delay since the last scrape.',
        (loopDelay.mean || 0) / 1e9,
      ),
      ...gauge('process_resident_memory_bytes', 'Resident memory of the process.', memory.rss),
      ...gauge('nodejs_heap_used_bytes', 'Used V8 heap.', memory.heapUsed),
      ...gauge('process_uptime_seconds', 'Seconds since the process started.', Math.round(process.uptime())),
      ...gauge('pflegepuls_jobs_queued', 'Background jobs waiting or running (all instances).', queue.queued),
      ...gauge(
        'pflegepuls_jobs_failed_total',
        'Background jobs of this instance that failed for good.',
        queue.failed,
        'counter',
      ),
      ...gauge(
        'pflegepuls_websocket_connections',
        'Open realtime connections on this instance.',
        metrics.sockets,
      ),
      ...(pool
        ? [
            ...gauge('pflegepuls_db_pool_connections', 'PostgreSQL connections in the pool.', pool.total),
            ...gauge('pflegepuls_db_pool_idle', 'Idle PostgreSQL connections in the pool.', pool.idle),
            ...gauge(
              'pflegepuls_db_pool_waiting',
              'Queries waiting for a PostgreSQL connection.',
              pool.waiting,
            ),
          ]
        : []),
    ];
    loopDelay.reset();
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(metrics.render(extra));
  });
}
