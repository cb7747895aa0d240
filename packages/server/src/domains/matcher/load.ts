/**
 * What the matching reads: talents (members who want job offers, with coordinates, seen within
 * MATCHER_INACTIVE_DAYS) and open job ads, as the engine's plain objects. A full run reads all of
 * them; the incremental re-match reads one member or ad and what lies around it.
 */
import type { Kysely } from 'kysely';
import { COMMUTE_RADIUS_KM, MATCHER_INACTIVE_DAYS, getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { boundingBox, type TPoint } from '../companies/geo.ts';
import { parseJsonList } from '../companies/service.ts';
import type { TAd, TCommute, TTalent } from './engine.ts';

type TDb = Kysely<DB>;
type TBox = ReturnType<typeof boundingBox>;
const DAY_MS = 86_400_000;
/** The widest radius a preference has: candidates for an ad lie within it, or go any distance. */
const WIDEST_RADIUS_KM = 30;
const ANY_DISTANCE: TCommute[] = (Object.keys(COMMUTE_RADIUS_KM) as TCommute[]).filter(
  (commute) => COMMUTE_RADIUS_KM[commute] === null,
);

export function isCommute(value: string | null): value is TCommute {
  return value !== null && value in COMMUTE_RADIUS_KM;
}

/** Members who can be matched: wanting offers, a postal code, a commute answer, recently seen. */
function talentQuery(db: TDb, now: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_onboarding as o', 'o.user_id', 'u.id')
    .select([
      'u.id',
      'u.latitude',
      'u.longitude',
      'u.country',
      'u.last_seen_at',
      'u.created_at',
      'o.commute_distance',
      'o.work_areas',
      'o.work_areas_hospital',
      'o.work_area_stationary',
      'o.work_areas_detailed',
      'o.education',
      'o.trainings',
      'o.years_of_experience',
      'o.has_driver_license',
    ])
    .where('o.wants_job_offers', '=', 1)
    .where('o.commute_distance', 'is not', null)
    .where('u.latitude', 'is not', null)
    .where('u.longitude', 'is not', null)
    .where('u.is_bot', '=', 0)
    .where((eb) =>
      eb(eb.fn.coalesce('u.last_seen_at', 'u.created_at'), '>=', now - MATCHER_INACTIVE_DAYS * DAY_MS),
    );
}

/**
 * Talents as the engine takes them. `userIds`: just these; `around`: those whose commute can reach
 * a place there (within the widest radius, or any distance).
 */
export async function loadTalents(
  db: TDb,
  options: { now: number; userIds?: number[]; around?: TPoint },
): Promise<TTalent[]> {
  let query = talentQuery(db, options.now);
  if (options.userIds) query = query.where('u.id', 'in', options.userIds.length ? options.userIds : [-1]);
  if (options.around) {
    const box: TBox = boundingBox(options.around, WIDEST_RADIUS_KM);
    query = query.where((eb) =>
      eb.or([
        eb.and([
          eb('u.latitude', '>=', box.minLat),
          eb('u.latitude', '<=', box.maxLat),
          eb('u.longitude', '>=', box.minLon),
          eb('u.longitude', '<=', box.maxLon),
        ]),
        eb('o.commute_distance', 'in', ANY_DISTANCE),
      ]),
    );
  }
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = options.userIds ?? (options.around ? rows.map((r) => r.id) : null);
  const [hidden, searches] = await Promise.all([
    (ids
      ? db.selectFrom('discreet_companies').where('user_id', 'in', ids)
      : db.selectFrom('discreet_companies')
    )
      .select(['user_id', 'company_id'])
      .execute(),
    (ids ? db.selectFrom('job_searches').where('user_id', 'in', ids) : db.selectFrom('job_searches'))
      .select(['user_id', 'filters'])
      .execute(),
  ]);
  const hiddenFrom = new Map<number, number[]>();
  for (const row of hidden) {
    const list = hiddenFrom.get(row.user_id) ?? [];
    list.push(row.company_id);
    hiddenFrom.set(row.user_id, list);
  }
  const shifts = new Map<number, string[]>();
  for (const row of searches) {
    const shift = shiftOf(row.filters);
    if (!shift) continue;
    const list = shifts.get(row.user_id) ?? [];
    if (!list.includes(shift)) list.push(shift);
    shifts.set(row.user_id, list);
  }
  const talents: TTalent[] = [];
  for (const row of rows) {
    if (!isCommute(row.commute_distance)) continue;
    const workAreas = parseJsonList(row.work_areas);
    if (workAreas.length === 0) continue;
    talents.push({
      id: row.id,
      lat: row.latitude!,
      lon: row.longitude!,
      country: row.country ?? 'DE',
      commute: row.commute_distance,
      workAreas,
      subAreas: [
        ...parseJsonList(row.work_areas_hospital),
        ...(row.work_area_stationary ? [row.work_area_stationary] : []),
        ...parseJsonList(row.work_areas_detailed),
      ],
      education: row.education,
      trainings: parseJsonList(row.trainings),
      yearsOfExperience: row.years_of_experience,
      hasDriverLicense: row.has_driver_license === 1,
      shiftPreferences: shifts.get(row.id) ?? [],
      lastSeenAt: row.last_seen_at ?? row.created_at,
      hiddenFrom: hiddenFrom.get(row.id) ?? [],
    });
  }
  return talents;
}

function shiftOf(filters: string): string | null {
  try {
    const parsed = JSON.parse(filters) as { shiftModel?: unknown };
    return typeof parsed.shiftModel === 'string' ? parsed.shiftModel : null;
  } catch {
    return null;
  }
}

export type TAdInfo = { title: string; companyName: string };

/**
 * Open ads (published, not past their end date, with coordinates). `ids`: just these; `box`: those
 * inside; `workAreas`: those of these areas.
 */
export async function loadAds(
  db: TDb,
  options: { now: number; ids?: number[]; box?: TBox; workAreas?: readonly string[] },
): Promise<{ ads: TAd[]; info: Map<number, TAdInfo> }> {
  let query = db
    .selectFrom('job_ads')
    .select([
      'id',
      'company_id',
      'company_name',
      'title',
      'latitude',
      'longitude',
      'country',
      'work_area',
      'work_sub_area',
      'qualification',
      'driver_license_required',
      'shift_models',
    ])
    .where('status', '=', 'published')
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', getCalendarDay(options.now))]));
  if (options.ids) query = query.where('id', 'in', options.ids.length ? options.ids : [-1]);
  if (options.workAreas)
    query = query.where('work_area', 'in', options.workAreas.length ? [...options.workAreas] : ['-']);
  if (options.box) {
    const { box } = options;
    query = query
      .where('latitude', '>=', box.minLat)
      .where('latitude', '<=', box.maxLat)
      .where('longitude', '>=', box.minLon)
      .where('longitude', '<=', box.maxLon);
  }
  const rows = await query.execute();
  const info = new Map<number, TAdInfo>();
  const ads = rows.map((row): TAd => {
    info.set(row.id, { title: row.title, companyName: row.company_name });
    return {
      id: row.id,
      companyId: row.company_id,
      lat: row.latitude!,
      lon: row.longitude!,
      country: row.country,
      workArea: row.work_area,
      workSubArea: row.work_sub_area,
      qualification: row.qualification,
      driverLicenseRequired: row.driver_license_required === 1,
      shiftModels: parseJsonList(row.shift_models),
    };
  });
  return { ads, info };
}
