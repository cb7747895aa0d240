/**
 * Distances for companies and job ads (docs/jobs.md): a bounding box over indexed coordinates picks
 * the candidates, the great-circle distance (haversine, like the network's suggestions) decides.
 * A place exactly at the radius is inside.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { haversineKm } from '../network/suggestions.ts';

export { haversineKm };

export type TPoint = { latitude: number; longitude: number };

/** Floating-point slack for "exactly at the radius". */
const RADIUS_EPSILON_KM = 1e-6;
const KM_PER_DEGREE_LAT = 110.574;

/** The first ring of a distance-sorted search. */
export const RING_START_KM = 25;

/**
 * The radius to search first for a page sorted by distance after `afterKm` (0 for the first page):
 * the caller doubles it up to the requested radius until more than a page lies inside. Everything
 * outside a ring is farther than everything inside, so the page is the same as with the whole radius.
 */
export function nearestRingKm(afterKm: number): number {
  return Math.max(RING_START_KM, afterKm * 2);
}

/** The box around a point that holds every place within `radiusKm` (a little generous). */
export function boundingBox(center: TPoint, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LAT + 0.01;
  const cos = Math.max(0.01, Math.cos((Math.min(89, Math.abs(center.latitude) + dLat) * Math.PI) / 180));
  const dLon = radiusKm / (111.32 * cos) + 0.01;
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLon: center.longitude - dLon,
    maxLon: center.longitude + dLon,
  };
}

export function distanceKm(from: TPoint | null, lat: number | null, lon: number | null): number | null {
  if (!from || lat === null || lon === null) return null;
  return haversineKm(from.latitude, from.longitude, lat, lon);
}

export function isWithin(km: number | null, radiusKm: number): km is number {
  return km !== null && km <= radiusKm + RADIUS_EPSILON_KM;
}

/** One decimal for the answer. */
export function roundKm(km: number | null): number | null {
  return km === null ? null : Math.round(km * 10) / 10;
}

/** The member's coordinates (their postal code's), or null (visitor, no postal code). */
export async function memberPoint(db: Kysely<DB>, userId: number | null): Promise<TPoint | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['latitude', 'longitude'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { latitude: row.latitude, longitude: row.longitude };
}

/** "Müller & Söhne" → "muller & sohne": the list's sort key. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Opaque keyset cursors: "<value>~<id>". */
export function encodeCursor(value: string | number, id: number): string {
  return Buffer.from(`${value}~${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { value: string; id: number } | null | 'invalid' {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const at = text.lastIndexOf('~');
  const id = Number(text.slice(at + 1));
  if (at < 0 || !Number.isSafeInteger(id) || id <= 0) return 'invalid';
  return { value: text.slice(0, at), id };
}
