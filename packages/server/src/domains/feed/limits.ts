/** Per-member write limits of the feed and moments (German 429 with Retry-After). */
import type { TLimit } from '../../platform/limiter.ts';

const HOUR_MS = 60 * 60_000;

export const FEED_LIMITS = {
  posts: { name: 'feed-posts', max: 30, windowMs: HOUR_MS },
  moments: { name: 'feed-moments', max: 30, windowMs: HOUR_MS },
  comments: { name: 'feed-comments', max: 120, windowMs: HOUR_MS },
  reactions: { name: 'feed-reactions', max: 600, windowMs: HOUR_MS },
} satisfies Record<string, TLimit>;
