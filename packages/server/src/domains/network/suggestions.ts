/**
 * Suggestions: people near me (real distance between postal-code coordinates), then people with my
 * position or my training. Never myself, my connections, bots or anyone with a pending request
 * either way. Each request reads bounded candidate sets through indexes, never the whole member
 * table (docs/network.md):
 * - nearby: places (postal-code coordinates) in a circle that grows (10, 25, 50, 100 km), nearest
 *   first, and the members at those exact coordinates (`users(latitude, longitude)` seeks) until
 *   enough are found; distances by haversine;
 * - similar profession: `users(current_position, id)` and `user_onboarding(detailed_education,
 *   user_id)`, newest members first, as many as the page needs.
 * The list is rebuilt per request and paged with skip/take, at most MAX_SUGGESTIONS deep.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { NEARBY_RADIUS_KM, type TSuggestionReason } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { countMutualConnections, PERSON_COLUMNS, type TPersonRow } from './service.ts';
import {
  cacheSuggestions,
  getCachedSuggestions,
  type TSuggestionList,
  type TSuggestionMe,
} from './suggestion-cache.ts';
import { notHiddenFrom } from '../companies/discreet.ts';

type TDb = Kysely<DB>;

/** How deep skip may page; beyond it members search instead of scrolling. */
export const MAX_SUGGESTIONS = 200;
/** Candidates one search collects: three pages. */
const SEARCH_DEPTH = 61;
const NEARBY_RADII_KM = [10, 25, 50, NEARBY_RADIUS_KM];
/** Places per member lookup: few at first (a city has many), more as the walk goes outwards. */
const FIRST_PLACE_CHUNK = 8;
const MAX_PLACE_CHUNK = 256;
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two coordinates. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * 0..100 from the signals: closeness (up to 50, linear to 0 at NEARBY_RADIUS_KM), same position
 * (25), same training (15) and mutual connections (2 each, up to 10).
 */
export function computeMatchPercentage(signals: {
  distance: number | null;
  samePosition: boolean;
  sameEducation: boolean;
  mutualConnections: number;
}): number {
  const closeness =
    signals.distance === null ? 0 : Math.max(0, 50 * (1 - signals.distance / NEARBY_RADIUS_KM));
  const score =
    closeness +
    (signals.samePosition ? 25 : 0) +
    (signals.sameEducation ? 15 : 0) +
    Math.min(10, 2 * signals.mutualConnections);
  return Math.max(0, Math.min(100, Math.round(score)));
}

const CANDIDATE_COLUMNS = [
  ...PERSON_COLUMNS,
  'users.latitude',
  'users.longitude',
  'user_onboarding.detailed_education',
] as const;

/**
 * Not me, no bot, not connected, no pending request either way, and nobody a rejection stands
 * between: whom I declined is not offered back to me, and whoever declined me is not pushed at me
 * (index probes per candidate).
 */
function isSuggestible(userId: number) {
  return (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.and([
      eb('users.id', '!=', userId),
      eb('users.is_bot', '=', 0),
      // Discreet mode: nobody who hides from a company I belong to.
      notHiddenFrom(userId),
      eb.not(
        eb.exists(
          eb
            .selectFrom('connections')
            .select('connections.user_id')
            .where('connections.user_id', '=', userId)
            .whereRef('connections.connected_user_id', '=', 'users.id'),
        ),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom('connection_requests')
            .select('connection_requests.id')
            .where('connection_requests.sender_id', '=', userId)
            .whereRef('connection_requests.receiver_id', '=', 'users.id')
            .where('connection_requests.status', 'in', ['pending', 'rejected']),
        ),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom('connection_requests')
            .select('connection_requests.id')
            .whereRef('connection_requests.sender_id', '=', 'users.id')
            .where('connection_requests.receiver_id', '=', userId)
            .where('connection_requests.status', 'in', ['pending', 'rejected']),
        ),
      ),
    ]);
}

type TNearby = { id: number; distance: number };

/** Distinct place coordinates from the postal-code table within `radius` km, nearest first. */
async function findPlaces(db: TDb, lat: number, lon: number, radius: number) {
  const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const dLat = radius / KM_PER_DEGREE;
  const dLon = radius / (KM_PER_DEGREE * cos);
  const rows = await db
    .selectFrom('postal_codes')
    .select(['latitude', 'longitude'])
    .distinct()
    .where('latitude', '>=', lat - dLat)
    .where('latitude', '<=', lat + dLat)
    .where('longitude', '>=', lon - dLon)
    .where('longitude', '<=', lon + dLon)
    .execute();
  return rows
    .map((row) => ({
      latitude: row.latitude!,
      longitude: row.longitude!,
      distance: haversineKm(lat, lon, row.latitude!, row.longitude!),
    }))
    .filter((place) => place.distance <= radius)
    .sort((a, b) => a.distance - b.distance);
}

/**
 * The `limit` nearest suggestible people within NEARBY_RADIUS_KM, nearest first. Members' coordinates
 * are those of their postal code, so the walk goes over places (the small postal-code table) from
 * the nearest outwards and looks members up by exact coordinates (index seeks), a growing chunk of
 * places per query, until enough people are found. A plain bounding box on `users` would scan a
 * whole latitude band of members in a city.
 */
async function findNearby(db: TDb, me: TSuggestionMe, limit: number): Promise<TNearby[]> {
  const { latitude: lat, longitude: lon } = me;
  if (lat === null || lon === null) return [];
  const found: TNearby[] = [];
  let walkedRadius = -1;
  let chunkSize = FIRST_PLACE_CHUNK;
  for (const radius of NEARBY_RADII_KM) {
    const places = (await findPlaces(db, lat, lon, radius)).filter((place) => place.distance > walkedRadius);
    walkedRadius = radius;
    for (let start = 0; start < places.length && found.length < limit;) {
      const chunk = places.slice(start, start + chunkSize);
      start += chunk.length;
      chunkSize = Math.min(MAX_PLACE_CHUNK, chunkSize * 4);
      const rows = await db
        .selectFrom('users')
        .select(['users.id', 'users.latitude', 'users.longitude'])
        .where((eb) =>
          eb(
            eb.refTuple('users.latitude', 'users.longitude'),
            'in',
            chunk.map((place) => eb.tuple(place.latitude, place.longitude)),
          ),
        )
        .where(isSuggestible(me.id))
        .execute();
      for (const row of rows) {
        found.push({ id: row.id, distance: haversineKm(lat, lon, row.latitude!, row.longitude!) });
      }
    }
    if (found.length >= limit) break;
  }
  // Whole places were taken, so the nearest `limit` are among them.
  return found.sort((a, b) => a.distance - b.distance || b.id - a.id).slice(0, limit);
}

/** Suggestible people with my position or my training, both signals first, newest members first. */
async function findSimilar(db: TDb, me: TSuggestionMe, limit: number, skipIds: Set<number>) {
  // Those already nearby are left out afterwards; fetch enough to fill the page without them.
  const fetchCount = limit + skipIds.size;
  const columns = ['users.id', 'users.current_position', 'user_onboarding.detailed_education'] as const;
  const [byPosition, byEducation] = await Promise.all([
    me.current_position
      ? db
          .selectFrom('users')
          .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
          .select(columns)
          .where('users.current_position', '=', me.current_position)
          .where(isSuggestible(me.id))
          .orderBy('users.id', 'desc')
          .limit(fetchCount)
          .execute()
      : [],
    me.detailed_education
      ? db
          .selectFrom('user_onboarding')
          .innerJoin('users', 'users.id', 'user_onboarding.user_id')
          .select(columns)
          .where('user_onboarding.detailed_education', '=', me.detailed_education)
          .where(isSuggestible(me.id))
          .orderBy('user_onboarding.user_id', 'desc')
          .limit(fetchCount)
          .execute()
      : [],
  ]);
  const byId = new Map<number, (typeof byPosition)[number]>();
  for (const row of [...byPosition, ...byEducation]) if (!skipIds.has(row.id)) byId.set(row.id, row);
  const strength = (row: (typeof byPosition)[number]) =>
    (row.current_position === me.current_position ? 1 : 0) +
    (me.detailed_education !== null && row.detailed_education === me.detailed_education ? 1 : 0);
  return [...byId.values()]
    .sort((a, b) => strength(b) - strength(a) || b.id - a.id)
    .slice(0, limit)
    .map((row) => row.id);
}

export type TSuggestionItem = {
  row: TPersonRow;
  reason: TSuggestionReason;
  distance: number | null;
  matchPercentage: number;
  mutualConnections: number;
};

/** Runs the candidate search (at least a few pages deep, so scrolling hits the cache) and keeps it. */
async function searchSuggestions(db: TDb, userId: number, needed: number, now: number) {
  const me = await db
    .selectFrom('users')
    .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
    .select([
      'users.id',
      'users.latitude',
      'users.longitude',
      'users.current_position',
      'user_onboarding.detailed_education',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!me) return null;
  const wanted = Math.min(MAX_SUGGESTIONS, Math.max(needed, SEARCH_DEPTH));
  const nearby = await findNearby(db, me, wanted);
  const nearbyIds = new Set(nearby.map((item) => item.id));
  const similar = nearby.length >= wanted ? [] : await findSimilar(db, me, wanted - nearby.length, nearbyIds);
  const list: TSuggestionList = {
    at: now,
    me,
    ordered: [
      ...nearby.map((item) => ({ id: item.id, reason: 'nearby' as const, distance: item.distance })),
      ...similar.map((id) => ({ id, reason: 'similar_profession' as const, distance: null })),
    ],
    isExhausted: nearby.length + similar.length < wanted,
  };
  cacheSuggestions(db, userId, list);
  return list;
}

/** One page of suggestions for `userId`, ordered by reason: nearby by distance, then profession. */
export async function findSuggestions(
  db: TDb,
  userId: number,
  { skip, take }: { skip: number; take: number },
): Promise<{ items: TSuggestionItem[]; hasMore: boolean }> {
  if (skip >= MAX_SUGGESTIONS) return { items: [], hasMore: false };
  const needed = Math.min(MAX_SUGGESTIONS, skip + take + 1);
  const now = Date.now();
  const list =
    getCachedSuggestions(db, userId, needed, now) ?? (await searchSuggestions(db, userId, needed, now));
  if (!list) return { items: [], hasMore: false };
  const { me, ordered } = list;
  const page = ordered.slice(skip, skip + take);
  if (page.length === 0) return { items: [], hasMore: false };
  const ids = page.map((item) => item.id);
  const idList = sql.join(ids);
  // A cached list may predate a connection, request or block (docs/moderation.md) made elsewhere:
  // re-check just these people with plain index probes (cheaper to build than correlated subqueries).
  const [rows, mutual, excluded] = await Promise.all([
    db
      .selectFrom('users')
      .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
      .select(CANDIDATE_COLUMNS)
      .where('users.id', 'in', ids)
      .execute(),
    countMutualConnections(db, userId, ids),
    sql<{ id: number }>`
      select connected_user_id as id from connections where user_id = ${userId} and connected_user_id in (${idList})
      union all
      select receiver_id from connection_requests where sender_id = ${userId} and status = 'pending' and receiver_id in (${idList})
      union all
      select sender_id from connection_requests where receiver_id = ${userId} and status = 'pending' and sender_id in (${idList})
      union all
      select blocked_id from chat_blocks where blocker_id = ${userId} and blocked_id in (${idList})
      union all
      select blocker_id from chat_blocks where blocker_id in (${idList}) and blocked_id = ${userId}`
      .execute(db)
      .then((result) => new Set(result.rows.map((row) => Number(row.id)))),
  ]);
  const rowsById = new Map(rows.filter((row) => !excluded.has(row.id)).map((row) => [row.id, row]));
  const items = page.flatMap((item) => {
    const row = rowsById.get(item.id);
    if (!row) return [];
    const mutualConnections = mutual.get(item.id) ?? 0;
    const km =
      item.distance ??
      (me.latitude !== null && me.longitude !== null && row.latitude !== null && row.longitude !== null
        ? haversineKm(me.latitude, me.longitude, row.latitude, row.longitude)
        : null);
    return [
      {
        row,
        reason: item.reason,
        distance: km === null ? null : Math.round(km * 10) / 10,
        mutualConnections,
        matchPercentage: computeMatchPercentage({
          distance: item.reason === 'nearby' ? km : null,
          samePosition: me.current_position !== null && row.current_position === me.current_position,
          sameEducation: me.detailed_education !== null && row.detailed_education === me.detailed_education,
          mutualConnections,
        }),
      },
    ];
  });
  return { items, hasMore: ordered.length > skip + take && skip + take < MAX_SUGGESTIONS };
}
