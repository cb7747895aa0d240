/**
 * Suggestions: people near me (real distance between postal-code coordinates), then people with my
 * position or my training. Never myself, my connections, bots or anyone with a pending request
 * either way. Each request reads bounded candidate sets through indexes, never the whole member
 * table (docs/network.md):
 * - nearby: a bounding box on `users(latitude, longitude)` that grows (10, 25, 50, 100 km) until it
 *   holds enough people, ordered by an equirectangular distance in SQL and by haversine here;
 * - similar profession: `users(current_position, id)` and `user_onboarding(detailed_education,
 *   user_id)`, newest members first, as many as the page needs.
 * The list is rebuilt per request and paged with skip/take, at most MAX_SUGGESTIONS deep.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { NEARBY_RADIUS_KM, type TSuggestionReason } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { countMutualConnections, PERSON_COLUMNS, type TPersonRow } from './service.ts';

type TDb = Kysely<DB>;

/** How deep skip may page; beyond it members search instead of scrolling. */
export const MAX_SUGGESTIONS = 200;
const NEARBY_RADII_KM = [10, 25, 50, NEARBY_RADIUS_KM];
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

type TCandidate = TPersonRow & {
  latitude: number | null;
  longitude: number | null;
  detailed_education: string | null;
};

const CANDIDATE_COLUMNS = [
  ...PERSON_COLUMNS,
  'users.latitude',
  'users.longitude',
  'user_onboarding.detailed_education',
] as const;

/** Not me, no bot, not connected and no pending request either way (index probes per candidate). */
function isSuggestible(userId: number) {
  return (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.and([
      eb('users.id', '!=', userId),
      eb('users.is_bot', '=', 0),
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
            .where('connection_requests.status', '=', 'pending'),
        ),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom('connection_requests')
            .select('connection_requests.id')
            .whereRef('connection_requests.sender_id', '=', 'users.id')
            .where('connection_requests.receiver_id', '=', userId)
            .where('connection_requests.status', '=', 'pending'),
        ),
      ),
    ]);
}

type TMe = {
  id: number;
  latitude: number | null;
  longitude: number | null;
  current_position: string | null;
  detailed_education: string | null;
};

/** The `limit` nearest suggestible people within NEARBY_RADIUS_KM, nearest first. */
async function findNearby(db: TDb, me: TMe, limit: number) {
  const { latitude: lat, longitude: lon } = me;
  if (lat === null || lon === null) return [];
  const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  let found: Array<{ row: TCandidate; distance: number }> = [];
  for (const radius of NEARBY_RADII_KM) {
    const dLat = radius / KM_PER_DEGREE;
    const dLon = radius / (KM_PER_DEGREE * cos);
    const rows = await db
      .selectFrom('users')
      .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
      .select(CANDIDATE_COLUMNS)
      .where('users.latitude', '>=', lat - dLat)
      .where('users.latitude', '<=', lat + dLat)
      .where('users.longitude', '>=', lon - dLon)
      .where('users.longitude', '<=', lon + dLon)
      .where(isSuggestible(me.id))
      .orderBy(
        sql`(users.latitude - ${lat}) * (users.latitude - ${lat}) + (users.longitude - ${lon}) * (users.longitude - ${lon}) * ${cos * cos}`,
      )
      .orderBy('users.id', 'desc')
      .limit(limit)
      .execute();
    found = rows
      .map((row) => ({ row, distance: haversineKm(lat, lon, row.latitude!, row.longitude!) }))
      .filter((item) => item.distance <= radius);
    // Fewer than the box held means the circle is exhausted too: a bigger one may hold more.
    if (found.length >= limit) break;
  }
  return found.sort((a, b) => a.distance - b.distance || b.row.id - a.row.id);
}

/** Suggestible people with my position or my training, both signals first, newest members first. */
async function findSimilar(db: TDb, me: TMe, limit: number, skipIds: Set<number>) {
  // Those already nearby are left out afterwards; fetch enough to fill the page without them.
  const fetchCount = limit + skipIds.size;
  const [byPosition, byEducation] = await Promise.all([
    me.current_position
      ? db
          .selectFrom('users')
          .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
          .select(CANDIDATE_COLUMNS)
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
          .select(CANDIDATE_COLUMNS)
          .where('user_onboarding.detailed_education', '=', me.detailed_education)
          .where(isSuggestible(me.id))
          .orderBy('user_onboarding.user_id', 'desc')
          .limit(fetchCount)
          .execute()
      : [],
  ]);
  const byId = new Map<number, TCandidate>();
  for (const row of [...byPosition, ...byEducation]) if (!skipIds.has(row.id)) byId.set(row.id, row);
  const strength = (row: TCandidate) =>
    (row.current_position === me.current_position ? 1 : 0) +
    (me.detailed_education !== null && row.detailed_education === me.detailed_education ? 1 : 0);
  return [...byId.values()].sort((a, b) => strength(b) - strength(a) || b.id - a.id).slice(0, limit);
}

export type TSuggestionItem = {
  row: TPersonRow;
  reason: TSuggestionReason;
  distance: number | null;
  matchPercentage: number;
  mutualConnections: number;
};

/** One page of suggestions for `userId`, ordered by reason: nearby by distance, then profession. */
export async function findSuggestions(
  db: TDb,
  userId: number,
  { skip, take }: { skip: number; take: number },
): Promise<{ items: TSuggestionItem[]; hasMore: boolean }> {
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
  if (!me || skip >= MAX_SUGGESTIONS) return { items: [], hasMore: false };
  const needed = Math.min(MAX_SUGGESTIONS, skip + take + 1);

  const nearby = await findNearby(db, me, needed);
  const nearbyIds = new Set(nearby.map((item) => item.row.id));
  const similar = nearby.length >= needed ? [] : await findSimilar(db, me, needed - nearby.length, nearbyIds);
  const ordered = [
    ...nearby.map((item) => ({ row: item.row, reason: 'nearby' as const, distance: item.distance })),
    ...similar.map((row) => ({
      row,
      reason: 'similar_profession' as const,
      distance:
        me.latitude !== null && me.longitude !== null && row.latitude !== null && row.longitude !== null
          ? haversineKm(me.latitude, me.longitude, row.latitude, row.longitude)
          : null,
    })),
  ];
  const page = ordered.slice(skip, skip + take);
  const mutual = await countMutualConnections(
    db,
    userId,
    page.map((item) => item.row.id),
  );
  const items = page.map((item) => {
    const mutualConnections = mutual.get(item.row.id) ?? 0;
    const distance = item.distance === null ? null : Math.round(item.distance * 10) / 10;
    return {
      row: item.row,
      reason: item.reason,
      distance,
      mutualConnections,
      matchPercentage: computeMatchPercentage({
        distance: item.reason === 'nearby' ? item.distance : null,
        samePosition: me.current_position !== null && item.row.current_position === me.current_position,
        sameEducation:
          me.detailed_education !== null && item.row.detailed_education === me.detailed_education,
        mutualConnections,
      }),
    };
  });
  return { items, hasMore: ordered.length > skip + take && skip + take < MAX_SUGGESTIONS };
}
