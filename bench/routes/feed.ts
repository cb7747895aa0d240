import { sql } from 'kysely';
import { encodeCursor } from '../../packages/server/src/domains/feed/cursor.ts';
import { FEED_ITEM_COUNT, feedItemArea, feedItemKind } from '../seed-stages/feed.ts';
import type { TBenchClient, TBenchRoute } from './types.ts';

/** Deep-page cursors per member, looked up in `prepare` (an item a few thousand rows down). */
const deepCursors = new Map<number, string>();
/** Largest feed item id of the seed; post detail picks general-community posts below it. */
let maxItemId = FEED_ITEM_COUNT;

/** A fixed pseudo-random 32-bit hash: requests spread over the data set, the same on every run. */
function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A general-community post id (see seed-stages/feed.ts for the id scheme). */
function postIdFor(client: TBenchClient): number {
  const slots = Math.max(1, Math.floor(maxItemId / 4));
  const i = (hash(client.connection * 1_000_003 + client.requestCount) % slots) * 4;
  if (feedItemKind(i) !== 'post' || feedItemArea(i) !== null) throw new Error('Bench-ID-Schema verletzt');
  return i + 1;
}

/**
 * Issue 23: a feed page reaches at least 40 % of the req/s of /api/user/me (a session lookup and one
 * row) in the same run; /api/health's bare `select 1` was the wrong yardstick.
 */
const FEED_PAGE_TARGETS = { minRatio: { of: 'user/me', share: 0.4 } };

/** Bench routes of the feed domain: feed first and deep page, Entdecken, moments, post detail. */
export const feedRoutes: TBenchRoute[] = [
  { name: 'feed/first page', auth: true, request: '/api/feed', targets: FEED_PAGE_TARGETS },
  {
    name: 'feed/deep page',
    auth: true,
    targets: FEED_PAGE_TARGETS,
    async prepare({ db, users }) {
      // Group posts (a later stage) come after the feed stage's items and follow no id scheme.
      const max = await sql<{ id: number | string | null }>`
        select max(id) as id from posts where group_id is null`.execute(db);
      maxItemId = Number(max.rows[0]?.id ?? FEED_ITEM_COUNT);
      for (const [n, user] of users.entries()) {
        const depth = 2_000 + (hash(user.id) % 50_000);
        const row = await db
          .selectFrom('feed_items')
          .select(['id', 'created_at'])
          .where('id', '<=', Math.max(1, maxItemId - depth))
          .where('area_id', '=', 0)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (row) deepCursors.set(n, encodeCursor({ s: row.created_at, i: row.id }));
      }
    },
    request: (client) => {
      const cursor = deepCursors.get(client.connection % Math.max(1, deepCursors.size));
      return { path: cursor ? `/api/feed?cursor=${cursor}` : '/api/feed' };
    },
  },
  { name: 'feed/discover', auth: true, request: '/api/feed?tab=discover' },
  {
    name: 'moments/page',
    auth: true,
    request: '/api/moments?orderDirection=desc&usersMoments=false&orderBy=created_at&take=15&skip=5',
  },
  { name: 'feed/post detail', auth: true, request: (client) => ({ path: `/getPost/${postIdFor(client)}` }) },
];
