import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Security headers, computed once at start and set on every answer: no inline script, no framing,
 * HSTS only where the site is served over HTTPS. (@fastify/helmet rebuilt them per request.)
 */
export function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects style elements at run time; scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${config.isSecure ? 'wss:' : 'ws:'}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.isSecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-permitted-cross-domain-policies': 'none',
    ...(config.isSecure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/**
 * The key a route limit counts under: the member for requests with a session (the members of a
 * hospital share one NAT address and must not use up each other's limits), the address for
 * visitors. The session hook is a root `onRequest` hook, so it has run before the limiter's
 * route-level hook. `request.ip` is the client's address only with TRUST_PROXY behind a proxy.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `member:${request.user.id}` : `ip:${request.ip}`;
}

/**
 * Rate limiting, per route (`config.rateLimit`) and for unknown paths, keyed by `rateLimitKey`.
 * Counters live in memory on one instance and in Redis when REDIS_URL is set, so several
 * instances share them.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pp-rl:' } : {}),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}
