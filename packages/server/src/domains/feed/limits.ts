/** Per-member write limits of the feed and moments (German 429 with Retry-After). */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TLimit, TLimiter } from '../../platform/limiter.ts';
import { requireUser } from '../../platform/session.ts';

const HOUR_MS = 60 * 60_000;

export const FEED_LIMITS = {
  posts: { name: 'feed-posts', max: 30, windowMs: HOUR_MS },
  moments: { name: 'feed-moments', max: 30, windowMs: HOUR_MS },
  comments: { name: 'feed-comments', max: 120, windowMs: HOUR_MS },
  reactions: { name: 'feed-reactions', max: 600, windowMs: HOUR_MS },
} satisfies Record<string, TLimit>;

/** Counts one write of the member; 429 with `message` when over the limit. */
export async function hitLimit(limiter: TLimiter, limit: TLimit, userId: number, message?: string) {
  const wait = await limiter.hit(limit, String(userId));
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', message, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
    });
  }
}

/** preValidation hook: 401 before any body or parameter is looked at. */
export async function requireLogin(request: FastifyRequest) {
  requireUser(request);
}
