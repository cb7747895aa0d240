/**
 * The merged feed of posts and moments, paged by keyset over `feed_items` (docs/feed.md).
 *
 * - Time order (moments, channels, Arbeitgeber-Feed, posts only): (created_at, id) descending.
 * - Entdecken: (score, id) descending; score = created_at + a bonus per like, capped.
 * - Mein Feed: index streams merged by a viewer-relative rank: posts of the viewer and their
 *   connections, posts in channels the viewer follows and posts of the viewer's groups (their
 *   own streams, area_id = -group_id) rank as if NETWORK_BOOST_MS newer;
 *   everything else by time. Moments never get the boost: ranking them by their author's ties
 *   would tell something about who wrote them.
 *
 * A page costs one list statement (Mein Feed's four streams are one UNION ALL), one count
 * (countOfNew) when asked and the hydration queries; the statements are built once per shape
 * (platform/db/query-cache.ts).
 */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { FEED_TAKE_MAX, type TFeedPage, type TFeedQuery, type TPostItem } from '@pflegepuls/shared';
import type { DB, TDialect } from '../../platform/db/index.ts';
import { executeCachedQuery } from '../../platform/db/query-cache.ts';
import { findChannel } from './channels.ts';
import { decodeCursor, encodeCursor, type TCursor } from './cursor.ts';
import { hydrateItems, loadPosts, type TMomentItemsLoader } from './hydrate.ts';
import { groupNotModeratedFor, visibleToViewer } from '../moderation/filters.ts';

export const NETWORK_BOOST_MS = 6 * 60 * 60_000;
export const LIKE_SCORE_MS = 30 * 60_000;
export const LIKE_SCORE_CAP = 100;
/** countOfNew stops counting here; the client shows "99+"-like hints at most. */
export const COUNT_OF_NEW_MAX = 100;

/** feed_items.area_id of an item: 0 for the general community. */
export function areaIdOf(closedAreaId: number | null | undefined): number {
  return closedAreaId ?? 0;
}

/**
 * feed_items.area_id of a group's posts: the negative group id. Area streams (0 and > 0) never
 * contain them; the group page and its members' Mein Feed read them by this id (docs/groups.md).
 */
export function groupStreamId(groupId: number): number {
  return -groupId;
}

/** Entdecken's rank of an item. */
export function scoreFor(createdAt: number, likes: number): number {
  return createdAt + Math.min(likes, LIKE_SCORE_CAP) * LIKE_SCORE_MS;
}

type TRow = { id: number; kind: 'post' | 'moment'; ref_id: number; created_at: number; score: number };
type TRanked = TRow & { s: number };
/** `employer`: company posts only (the Arbeitgeber-Feed; partial index feed_items_employer_idx). */
/**
 * `viewerId`: leaves out what the viewer blocked or muted (members, and channels but in the channel's
 * own feed) and what moderation hid (docs/moderation.md).
 */
type TFilter = {
  areaId: number;
  kind?: 'post' | 'moment';
  channelId?: number;
  employer?: boolean;
  viewerId?: number;
};
type TEb = ExpressionBuilder<DB, 'feed_items'>;
/** The database with its dialect (for callers that need dialect-specific SQL). */
export type TFeedDatabase = { db: Kysely<DB>; dialect: TDialect };

const ROW_COLUMNS = ['id', 'kind', 'ref_id', 'created_at', 'score'] as const;

/**
 * Not a post of a channel the viewer muted (docs/moderation.md): the viewer's muted channels are read
 * once per statement (uncorrelated, as in `visibleToViewer`); moments have no channel. A channel's own
 * feed leaves it out, so a member who opens a muted channel still reads it.
 */
function notInMutedChannel(viewerId: number, alias: string): Expression<SqlBool> {
  const channel = sql.ref(`${alias}.channel_id`);
  return sql<SqlBool>`(${channel} is null or ${channel} not in (select cm.channel_id from channel_mutes cm where cm.user_id = ${viewerId}))`;
}

/**
 * A stream's values. Stream queries are built once per shape (platform/db/query-cache.ts): a builder
 * reads values only from these (stand-ins on the first call of a shape) and decides its structure
 * only from what `shapeKey` puts into the key.
 */
type TStreamParams = {
  viewerId: number | null;
  areaId: number;
  channelId: number | null;
  /** The cursor's sort value, the same shifted back by the boost (boosted streams), its item id. */
  s: number | null;
  bs: number | null;
  i: number | null;
  limit: number;
};

function streamParams(filter: TFilter, cursor: TCursor | undefined, limit: number): TStreamParams {
  return {
    viewerId: filter.viewerId ?? null,
    areaId: filter.areaId,
    channelId: filter.channelId ?? null,
    s: cursor?.s ?? null,
    bs: cursor ? cursor.s - NETWORK_BOOST_MS : null,
    i: cursor?.i ?? null,
    limit,
  };
}

/**
 * A stream's area in the SQL text rather than as a parameter, for the community (0) and the closed
 * areas (a handful of values): PostgreSQL keeps a prepared statement's generic plan after five
 * executions when it does not look dearer than the custom ones, and for `area_id = $1` it guesses the
 * rows of an average area (thousands of group streams make that a few dozen). On the large seed that
 * turned the followed-channels stream into a bitmap scan of all 117,000 posts of a channel, 2 s a
 * page. Group streams (negative ids, one per group) stay parameters: one statement per group would
 * fill every connection's statement cache.
 */
function isLiteralArea(areaId: number) {
  return areaId >= 0;
}

function areaValue(filter: TFilter, p: TStreamParams): RawBuilder<number> {
  return isLiteralArea(filter.areaId) ? sql.lit(filter.areaId) : sql<number>`${p.areaId}`;
}

/**
 * LIMIT in the SQL text too (a small integer of our own): PostgreSQL plans a parameter LIMIT as if
 * it asked for a tenth of the rows, prices the generic plan above the custom one and then plans every
 * execution anew (0.4–0.8 ms of its CPU a page, twice the execution). A page's limit is at most
 * FEED_TAKE_MAX + 1; old clients' `skip` paging reads more rows and would give a statement per
 * offset, so those limits stay parameters.
 */
function isLiteralLimit(limit: number) {
  return limit <= FEED_TAKE_MAX + 1;
}

function limitValue(limit: number, p: TStreamParams): RawBuilder<number> {
  return isLiteralLimit(limit) ? sql.lit(limit) : sql<number>`${p.limit}`;
}

/** Everything a stream query's text depends on besides its parameters. */
function shapeKey(name: string, filter: TFilter, cursor: TCursor | undefined, limit: number): string {
  return [
    name,
    isLiteralArea(filter.areaId) ? filter.areaId : 'p',
    filter.kind ?? '',
    filter.channelId !== undefined ? 'c' : '',
    filter.employer ? 'e' : '',
    filter.viewerId !== undefined ? 'v' : '',
    cursor ? 'k' : '',
    isLiteralLimit(limit) ? limit : 'p',
  ].join('|');
}

function applyFilter(eb: TEb, filter: TFilter, p: TStreamParams) {
  const parts: Expression<SqlBool>[] = [eb('area_id', '=', areaValue(filter, p))];
  if (filter.kind) parts.push(eb('kind', '=', sql.lit(filter.kind)));
  if (filter.channelId !== undefined) parts.push(eb('channel_id', '=', p.channelId));
  if (filter.employer) parts.push(eb('company_id', 'is not', null));
  if (filter.viewerId !== undefined) parts.push(visibleToViewer(p.viewerId!, 'feed_items'));
  if (filter.viewerId !== undefined && filter.channelId === undefined && filter.kind !== 'moment')
    parts.push(notInMutedChannel(p.viewerId!, 'feed_items'));
  return eb.and(parts);
}

/**
 * (column, id) < (s, i): the keyset condition. The redundant `column <= s` is the index range both
 * planners use (PostgreSQL does not derive one from the OR alone and would filter from the top).
 */
function before(eb: TEb, column: 'created_at' | 'score', cursor: TCursor | undefined, p: TStreamParams) {
  if (!cursor) return eb.and([]);
  return eb.and([eb(column, '<=', p.s), eb.or([eb(column, '<', p.s), eb('id', '<', p.i)])]);
}

/**
 * What Mein Feed boosts: posts by the viewer and their connections, and posts in the channels the
 * viewer follows. As IN subqueries for the rest stream's exclusion (both planners evaluate them
 * once per statement).
 */
function boostedPost(viewerId: number): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref('user_id')} in (select connected_user_id from connections where user_id = ${viewerId} union all select cast(${viewerId} as bigint)) or ${sql.ref('channel_id')} in (select channel_id from channel_follows where user_id = ${viewerId}))`;
}

/** One stream by (column, id) descending: time order, or Entdecken's score. */
async function orderedStream(
  db: Kysely<DB>,
  column: 'created_at' | 'score',
  filter: TFilter,
  cursor: TCursor | undefined,
  limit: number,
): Promise<TRanked[]> {
  const rows = await executeCachedQuery(
    db,
    shapeKey(`feed.${column}`, filter, cursor, limit),
    streamParams(filter, cursor, limit),
    (p) =>
      db
        .selectFrom('feed_items')
        .select(ROW_COLUMNS)
        .where((eb) => eb.and([applyFilter(eb, filter, p), before(eb, column, cursor, p)]))
        .orderBy(column, 'desc')
        .orderBy('id', 'desc')
        .limit(limitValue(limit, p)),
  );
  return rows.map((r): TRanked => ({ ...r, s: r[column] }));
}

function timeStream(db: Kysely<DB>, filter: TFilter, cursor: TCursor | undefined, limit: number) {
  return orderedStream(db, 'created_at', filter, cursor, limit);
}

function scoreStream(db: Kysely<DB>, filter: TFilter, cursor: TCursor | undefined, limit: number) {
  return orderedStream(db, 'score', filter, cursor, limit);
}

/**
 * The newest posts of the viewer and their connections, or of the channels the viewer follows. The
 * keys (authors, channels) drive the join: one range per key on feed_items_user_time_idx or the
 * area/channel index, each stopped after `limit` rows, then a small sort. SQLite stops each range
 * by itself (its ordered inner loop under ORDER BY … LIMIT; CROSS JOIN keeps it from turning the
 * join around, which walked the area's whole time index); PostgreSQL needs a LATERAL subquery with
 * its own LIMIT, or it reads every post of a followed channel (a sixth of the area) per page.
 * Returns the stream as a subquery for `myFeedStreams`' one statement.
 */
function boostedStream(
  dialect: TDialect,
  by: 'network' | 'channels' | 'groups',
  filter: TFilter,
  cursor: TCursor | undefined,
  limit: number,
  p: TStreamParams,
) {
  const viewerId = p.viewerId!;
  const keyset = cursor
    ? sql`and f.created_at <= ${p.bs} and (f.created_at < ${p.bs} or f.id < ${p.i})`
    : sql``;
  // Groups: the streams (area_id = -group_id) of the viewer's groups in this area; a group hidden by
  // moderation only for its creator and site admins (docs/moderation.md).
  const keys =
    by === 'network'
      ? sql`(select connected_user_id as k from connections where user_id = ${viewerId}
          union all select cast(${viewerId} as bigint))`
      : by === 'channels'
        ? sql`(select channel_id as k from channel_follows where user_id = ${viewerId})`
        : sql`(select -gm.group_id as k from group_members gm inner join groups g on g.id = gm.group_id
            where gm.user_id = ${viewerId} and gm.status = 'member' and coalesce(g.closed_area_id, 0) = ${areaValue(filter, p)}
            and ${groupNotModeratedFor(viewerId, 'g')})`;
  const match =
    by === 'network'
      ? sql`f.user_id = a.k and f.area_id = ${areaValue(filter, p)}`
      : by === 'channels'
        ? sql`f.channel_id = a.k and f.area_id = ${areaValue(filter, p)}`
        : sql`f.area_id = a.k`;
  // A literal LIMIT (a small integer of our own): with a bound one SQLite sorts instead of stopping
  // each key's range early (43 instead of 27 µs per network stream on the large seed).
  const top = sql.lit(limit);
  const stream = sql`feed_items f
      where ${match} and f.kind = 'post' ${keyset} and ${visibleToViewer(viewerId, 'f')}
        and ${notInMutedChannel(viewerId, 'f')}
      order by f.created_at desc, f.id desc
      limit ${top}`;
  return dialect === 'postgres'
    ? sql`(select r.id, r.kind, r.ref_id, r.created_at, r.score
          from ${keys} as a
          cross join lateral (select f.id, f.kind, f.ref_id, f.created_at, f.score from ${stream}) as r
          order by r.created_at desc, r.id desc
          limit ${top})`
    : sql`(select f.id, f.kind, f.ref_id, f.created_at, f.score
          from ${keys} as a
          cross join ${stream})`;
}

/**
 * Mein Feed's four streams (network, followed channels, groups, the rest) in one statement: a
 * UNION ALL of the four ordered, limited subqueries, each row marked boosted (`b` = 1) or not. One
 * round trip instead of four on PostgreSQL, one query to build and run on both (docs/feed.md).
 */
async function myFeedStreams(
  database: TFeedDatabase,
  filter: TFilter,
  cursor: TCursor | undefined,
  limit: number,
) {
  const { db, dialect } = database;
  const rows = await executeCachedQuery(
    db,
    // The boosted streams' LIMIT is always in the text (see boostedStream), so the key holds it even
    // where shapeKey would leave a large one (old clients' skip paging) to a parameter.
    `${shapeKey('feed.my', filter, cursor, limit)}|${limit}`,
    streamParams(filter, cursor, limit),
    (p) => {
      const rest = db
        .selectFrom('feed_items')
        .select(ROW_COLUMNS)
        .where((eb) =>
          eb.and([
            applyFilter(eb, filter, p),
            before(eb, 'created_at', cursor, p),
            eb.or([eb('kind', '<>', 'post'), eb.not(boostedPost(p.viewerId!))]),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limitValue(limit, p));
      // Posts of the viewer's groups: only their members ever see them, here and on the group page.
      const boosted = (['network', 'channels', 'groups'] as const).map(
        (by) =>
          sql`select x.id, x.kind, x.ref_id, x.created_at, x.score, 1 as b from ${boostedStream(dialect, by, filter, cursor, limit, p)} as x`,
      );
      return sql<TRow & { b: number }>`${sql.join(boosted, sql` union all `)}
        union all select x.id, x.kind, x.ref_id, x.created_at, x.score, 0 as b from ${rest} as x`;
    },
  );
  // A post of a connection in a followed channel comes from both boosted streams: once is enough.
  const boostedById = new Map<number, TRow>();
  const ranked: TRanked[] = [];
  for (const row of rows) {
    const r: TRow = {
      id: row.id,
      kind: row.kind,
      ref_id: row.ref_id,
      created_at: row.created_at,
      score: row.score,
    };
    if (Number(row.b) === 1) boostedById.set(r.id, r);
    else ranked.push({ ...r, s: r.created_at });
  }
  for (const r of boostedById.values()) ranked.push({ ...r, s: r.created_at + NETWORK_BOOST_MS });
  ranked.sort((a, b) => b.s - a.s || b.id - a.id);
  return ranked.slice(0, limit);
}

async function countNewer(db: Kysely<DB>, filter: TFilter, newestSeen: number | undefined): Promise<number> {
  if (newestSeen === undefined) return 0;
  const row = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('feed_items')
        .select('id')
        .where((eb) =>
          eb.and([
            applyFilter(eb, filter, streamParams(filter, undefined, 0)),
            eb('created_at', '>', newestSeen),
          ]),
        )
        .limit(sql.lit(COUNT_OF_NEW_MAX))
        .as('newer'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const EMPTY_PAGE: TFeedPage = { postsAndMoments: [], countOfNew: 0, hasNextPage: false, nextCursor: null };

/** One page of the feed for the viewer, in an area they may read (see the module comment for the orders). */
export async function getFeedPage(
  database: TFeedDatabase,
  viewerId: number,
  query: TFeedQuery,
  loadMomentItems: TMomentItemsLoader,
): Promise<TFeedPage> {
  const { db } = database;
  const filter: TFilter = { areaId: areaIdOf(query.closedAreaId || null), viewerId };
  // Arbeitgeber-Feed: company posts by time, whatever the tab (company posts live in the community
  // only). No kind filter: only posts have a company, and SQLite then picks feed_items_employer_idx.
  if (query.category === 'employer') filter.employer = true;
  if (query.category === 'moments') filter.kind = 'moment';
  if (query.category === 'posts') filter.kind = 'post';
  if (query.channel) {
    const channel = await findChannel(db, query.channel);
    if (!channel) return EMPTY_PAGE;
    filter.channelId = channel.id;
    filter.kind = 'post';
  }
  const cursor = decodeCursor(query.cursor);
  // Old clients page with skip: read skip+take rows from the top once (skip is capped).
  const offset = cursor ? 0 : query.skip;
  const limit = offset + query.take + 1;
  let ranked: TRanked[];
  if (query.tab === 'discover' && !filter.employer) ranked = await scoreStream(db, filter, cursor, limit);
  else if (filter.kind === 'moment' || filter.channelId !== undefined || filter.employer)
    ranked = await timeStream(db, filter, cursor, limit);
  else ranked = await myFeedStreams(database, filter, cursor, limit);

  const window = ranked.slice(offset, offset + query.take);
  const hasNextPage = ranked.length > offset + query.take;
  const last = window.at(-1);
  const [items, countOfNew] = await Promise.all([
    hydrateItems(db, viewerId, window, loadMomentItems),
    countNewer(db, filter, query.newestSeen),
  ]);
  return {
    postsAndMoments: items,
    countOfNew,
    hasNextPage,
    nextCursor: hasNextPage && last ? encodeCursor({ s: last.s, i: last.id }) : null,
  };
}

/**
 * One page of a group's posts, newest first, keyset (created_at, id) on the group's own stream; the
 * caller has checked that the viewer is a member of the group (groups/policy.ts).
 */
export async function getGroupPostsPage(
  db: Kysely<DB>,
  viewerId: number,
  groupId: number,
  options: { cursor?: string | undefined; take: number; excludePostId?: number | null },
): Promise<{ items: TPostItem[]; nextCursor: string | null }> {
  const cursor = decodeCursor(options.cursor);
  const rows = await timeStream(
    db,
    { areaId: groupStreamId(groupId), kind: 'post', viewerId },
    cursor,
    options.take + 1,
  );
  const window = rows.slice(0, options.take);
  const last = window.at(-1);
  const ids = window.map((r) => r.ref_id).filter((id) => id !== options.excludePostId);
  const posts = await loadPosts(db, viewerId, ids);
  return {
    items: ids.map((id) => posts.get(id)).filter((post): post is TPostItem => post !== undefined),
    nextCursor: rows.length > options.take && last ? encodeCursor({ s: last.s, i: last.id }) : null,
  };
}

/**
 * One page of a company's posts (its profile's "Beiträge"), newest first, keyset (created_at, id) on
 * feed_items_company_idx. Company posts are general-community posts, readable by every member.
 */
export async function getCompanyPostsPage(
  db: Kysely<DB>,
  viewerId: number,
  companyId: number,
  options: { cursor?: string | undefined; take: number },
): Promise<{ posts: TPostItem[]; nextCursor: string | null }> {
  const cursor = decodeCursor(options.cursor);
  const params = streamParams({ areaId: 0 }, cursor, options.take + 1);
  const rows = await db
    .selectFrom('feed_items')
    .select(ROW_COLUMNS)
    .where((eb) =>
      eb.and([
        eb('company_id', '=', companyId),
        // The partial index's own condition, so every planner sees at once that it applies.
        eb('company_id', 'is not', null),
        eb('kind', '=', 'post'),
        before(eb, 'created_at', cursor, params),
        visibleToViewer(viewerId, 'feed_items'),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limitValue(options.take + 1, params))
    .execute();
  const window = rows.slice(0, options.take);
  const last = window.at(-1);
  const posts = await loadPosts(
    db,
    viewerId,
    window.map((r) => r.ref_id),
  );
  return {
    posts: window.map((r) => posts.get(r.ref_id)).filter((post): post is TPostItem => post !== undefined),
    nextCursor: rows.length > options.take && last ? encodeCursor({ s: last.created_at, i: last.id }) : null,
  };
}
