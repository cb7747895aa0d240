import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.ts';
import { AppError } from './errors.ts';

/** Security headers: no inline script, no framing, HSTS only where the site is served over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", config.isSecure ? 'wss:' : 'ws:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isSecure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Rate limiting, per route (`config.rateLimit`) and for unknown paths. Counters live in memory on
 * one instance and in Redis when REDIS_URL is set, so several instances share them.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pp-rl:' } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}
