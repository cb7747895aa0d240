/**
 * The one rate limiter: fixed-window counters, in memory on one instance, in Redis when REDIS_URL
 * is set so instances share them. Routes declare `config: { rateLimit: { max, windowMs } }`
 * (counted per route, per member or per address, see `rateLimitKey`); keys beyond that (per
 * account, per e-mail address) are counted in the domain with `hitLimit` / `enforceLimits`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export type TLimit = { name: string; max: number; windowMs: number };

/** A route's limit: its counters are named after the route. */
export type TRouteLimit = Omit<TLimit, 'name'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: TRouteLimit;
  }
}

export interface TLimiter {
  /** Counts one hit; returns the milliseconds to wait when the limit is exceeded, else 0. */
  hit(limit: TLimit, key: string): Promise<number>;
  /** How long a key must wait without counting a hit (0 = free). */
  peek(limit: TLimit, key: string): Promise<number>;
  reset(limit: TLimit, key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export function createMemoryLimiter(): TLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (id: string, now: number) => {
    const entry = windows.get(id);
    return entry && entry.resetAt > now ? entry : null;
  };
  return {
    async hit(limit, key) {
      const now = Date.now();
      const id = `${limit.name}:${key}`;
      let entry = current(id, now);
      if (!entry) {
        if (windows.size >= MAX_MEMORY_KEYS) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        }
        entry = { count: 0, resetAt: now + limit.windowMs };
        windows.set(id, entry);
      }
      entry.count++;
      return entry.count > limit.max ? entry.resetAt - now : 0;
    },
    async peek(limit, key) {
      const now = Date.now();
      const entry = current(`${limit.name}:${key}`, now);
      return entry && entry.count >= limit.max ? entry.resetAt - now : 0;
    },
    async reset(limit, key) {
      windows.delete(`${limit.name}:${key}`);
    },
  };
}

export function createRedisLimiter(redis: Redis): TLimiter {
  const id = (limit: TLimit, key: string) => `pp-limit:${limit.name}:${key}`;
  return {
    async hit(limit, key) {
      const k = id(limit, key);
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(k, limit.windowMs);
      return count > limit.max ? Math.max(ttl, 1) : 0;
    },
    async peek(limit, key) {
      const k = id(limit, key);
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return Number(count ?? 0) >= limit.max ? Math.max(ttl, 1) : 0;
    },
    async reset(limit, key) {
      await redis.del(id(limit, key));
    },
  };
}

/** The 429 for a wait time, with Retry-After in seconds (and a message of its own, if given). */
export function rateLimited(waitMs: number, message?: string): AppError {
  return new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

/** Counts one action of a member against `limit`; 429 with `message` when over it. */
export async function hitLimit(limiter: TLimiter, limit: TLimit, userId: number, message?: string) {
  const wait = await limiter.hit(limit, String(userId));
  if (wait > 0) throw rateLimited(wait, message);
}

/** Counts a hit on every limit and throws 429 when any is exceeded. */
export async function enforceLimits(limiter: TLimiter, checks: Array<[TLimit, string]>): Promise<void> {
  const waits = await Promise.all(checks.map(([limit, key]) => limiter.hit(limit, key)));
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait);
}

/**
 * The key a request limit counts under: the member for requests with a session (the members of a
 * hospital share one NAT address and must not use up each other's limits), the address for
 * visitors. The session hook is a root `onRequest` hook, so it has run before a route's hooks.
 * `request.ip` is the client's address only with TRUST_PROXY behind a proxy.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `member:${request.user.id}` : `ip:${request.ip}`;
}

/** A hook that counts each request against `limit` under `rateLimitKey`; 429 when over it. */
export function limitRequests(limiter: TLimiter, limit: TLimit) {
  return async (request: FastifyRequest) => {
    const wait = await limiter.hit(limit, rateLimitKey(request));
    if (wait > 0) throw rateLimited(wait);
  };
}

/**
 * Gives every route that declares `config.rateLimit` a `limitRequests` onRequest hook, so a
 * request over the limit is refused before its body is read. Each route (method and URL) counts
 * on its own, also where routes share a limit object. Register before the routes.
 */
export function registerRouteLimits(app: FastifyInstance, limiter: TLimiter) {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const hook = limitRequests(limiter, { name: `route:${String(route.method)}:${route.url}`, ...limit });
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, hook];
  });
}
