/**
 * Saved job searches and their alerts (docs/jobs.md "Job alerts"): a member keeps up to
 * JOB_SEARCHES_MAX filter sets of the list; once a day the new ads published since the last alert
 * that match a search are counted, and the member gets one notification per search with new
 * matches (in the app, by push and in the e-mail digest per the "Bewerbungen und Suchaufträge"
 * setting). The daily jobs of the notifications domain record and deliver them.
 */
import type { Kysely } from 'kysely';
import {
  DISTANCE_RADIUS_MAX_KM,
  EDUCATION_OPTIONS,
  EMPLOYMENT_TYPES,
  JOB_MESSAGES as M,
  JOB_SEARCHES_MAX,
  PAY_SCALES,
  SHIFT_MODELS,
  WORK_AREA_OPTIONS,
  ZJobSearchFilters,
  type TJobSearchFilters,
  type TJobSearches,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { boundingBox, distanceKm, isWithin, memberPoint } from '../companies/geo.ts';
import { applyFilters, today } from './service.ts';

type TDb = Kysely<DB>;
/** Searches handled per round of the daily run. */
const ALERT_BATCH = 200;

/** Stored filters in a fixed key order, so the same search is recognised however it was sent. */
function canonical(filters: TJobSearchFilters): string {
  const keys = ['radius', 'workArea', 'employmentType', 'shiftModel', 'qualification', 'payScale'] as const;
  return JSON.stringify(
    Object.fromEntries(keys.filter((k) => filters[k] !== undefined).map((k) => [k, filters[k]])),
  );
}

function parseFilters(text: string): TJobSearchFilters {
  const parsed = ZJobSearchFilters.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
}

export async function listJobSearches(db: TDb, userId: number): Promise<TJobSearches> {
  const rows = await db
    .selectFrom('job_searches')
    .select(['id', 'filters', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    searches: rows.map((r) => {
      const filters = parseFilters(r.filters);
      return {
        id: r.id,
        filters,
        label: describeSearch(filters),
        url: searchUrl(filters),
        createdAt: r.created_at,
      };
    }),
  };
}

/** Saves a search; a radius needs the member's place, the same search twice is a 409. */
export async function createJobSearch(db: TDb, userId: number, filters: TJobSearchFilters, now: number) {
  if (filters.radius !== undefined && !(await memberPoint(db, userId)))
    throw validationError({ radius: [M.distanceNeedsPlz] });
  const text = canonical(filters);
  const existing = await db
    .selectFrom('job_searches')
    .select(['filters'])
    .where('user_id', '=', userId)
    .execute();
  if (existing.some((row) => row.filters === text)) throw new AppError('CONFLICT', M.searchExists);
  if (existing.length >= JOB_SEARCHES_MAX) throw new AppError('CONFLICT', M.searchesTooMany);
  await db
    .insertInto('job_searches')
    .values({ user_id: userId, filters: text, alerted_until: now, created_at: now })
    .execute();
}

export async function deleteJobSearch(db: TDb, userId: number, id: number) {
  const deleted = await db
    .deleteFrom('job_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError('NOT_FOUND', M.searchNotFound);
}

const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string | undefined) =>
  value ? (list.find((o) => o.value === value)?.label ?? value) : null;

/** "Nacht · Krankenhaus · 25 km" – the search as its alert names it. */
export function describeSearch(filters: TJobSearchFilters): string {
  const parts = [
    labelOf(SHIFT_MODELS, filters.shiftModel),
    labelOf(WORK_AREA_OPTIONS, filters.workArea),
    labelOf(EMPLOYMENT_TYPES, filters.employmentType),
    labelOf(EDUCATION_OPTIONS, filters.qualification),
    labelOf(PAY_SCALES, filters.payScale),
    filters.radius !== undefined ? `${filters.radius} km` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'alle Stellen';
}

/** The list's address for a search, so the alert opens exactly those ads. */
export function searchUrl(filters: TJobSearchFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `/stellenangebote?${text}` : '/stellenangebote';
}

export type TJobAlert = { userId: number; searchId: number; count: number; text: string; url: string };

/** Ads published in (since, until] that match the search, counted (the member's place for a radius). */
async function countNewMatches(
  db: TDb,
  search: { user_id: number; filters: TJobSearchFilters },
  since: number,
  until: number,
): Promise<number> {
  const q = applyFilters(
    db
      .selectFrom('job_ads')
      .innerJoin('companies', 'companies.id', 'job_ads.company_id')
      .select(['job_ads.id', 'job_ads.latitude', 'job_ads.longitude']),
    { ...search.filters, sort: 'date' },
    today(),
  )
    .where('job_ads.published_at', '>', since)
    .where('job_ads.published_at', '<=', until);
  if (search.filters.radius === undefined) return (await q.execute()).length;
  const point = await memberPoint(db, search.user_id);
  // A member who removed their postal code since gets no alert for a radius search.
  if (!point) return 0;
  const radius = Math.min(search.filters.radius, DISTANCE_RADIUS_MAX_KM);
  const box = boundingBox(point, radius);
  const rows = await q
    .where('job_ads.latitude', '>=', box.minLat)
    .where('job_ads.latitude', '<=', box.maxLat)
    .where('job_ads.longitude', '>=', box.minLon)
    .where('job_ads.longitude', '<=', box.maxLon)
    .execute();
  return rows.filter((r) => isWithin(distanceKm(point, r.latitude, r.longitude), radius)).length;
}

/**
 * The alerts due at `now`: every saved search with ads published since its last alert; each
 * search's mark moves to `now`, so an ad is announced once.
 */
export async function collectJobAlerts(db: TDb, now: number): Promise<TJobAlert[]> {
  const alerts: TJobAlert[] = [];
  let afterId = 0;
  for (;;) {
    const searches = await db
      .selectFrom('job_searches')
      .select(['id', 'user_id', 'filters', 'alerted_until'])
      .where('id', '>', afterId)
      .where('alerted_until', '<', now)
      .orderBy('id')
      .limit(ALERT_BATCH)
      .execute();
    for (const search of searches) {
      const filters = parseFilters(search.filters);
      const count = await countNewMatches(
        db,
        { user_id: search.user_id, filters },
        search.alerted_until,
        now,
      );
      await db.updateTable('job_searches').set({ alerted_until: now }).where('id', '=', search.id).execute();
      if (count === 0) continue;
      const what = describeSearch(filters);
      alerts.push({
        userId: search.user_id,
        searchId: search.id,
        count,
        text:
          count === 1
            ? `1 neue Stelle passt zu deinem Suchauftrag „${what}“`
            : `${count} neue Stellen passen zu deinem Suchauftrag „${what}“`,
        url: searchUrl(filters),
      });
    }
    if (searches.length < ALERT_BATCH) return alerts;
    afterId = searches.at(-1)!.id;
  }
}

export async function exportJobSearches(db: TDb, userId: number) {
  return (await listJobSearches(db, userId)).searches.map(({ label, filters, createdAt }) => ({
    label,
    filters,
    createdAt,
  }));
}
