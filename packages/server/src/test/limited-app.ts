import Fastify from 'fastify';
import { registerErrorHandler } from '../platform/errors.ts';
import { registerRouteLimits, type TLimiter } from '../platform/limiter.ts';

/** A bare app with two routes that share one limit object of one request a minute. */
export async function buildLimitedApp(limiter: TLimiter, url = '/a') {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerRouteLimits(app, limiter);
  const limit = { max: 1, windowMs: 60_000 };
  app.get(url, { config: { rateLimit: limit } }, async () => ({ ok: true }));
  app.post(`${url}-b`, { config: { rateLimit: limit } }, async () => ({ ok: true }));
  app.get(`${url}-free`, async () => ({ ok: true }));
  await app.ready();
  return app;
}
