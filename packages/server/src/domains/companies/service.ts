/** Companies: profile, list, edits by company members, and the admins' create/verify/assign. */
import type { Kysely, Selectable } from 'kysely';
import { type z } from 'zod';
import {
  COMPANIES_PAGE_SIZE,
  COMPANY_LOCATIONS_MAX,
  COMPANY_MESSAGES,
  DISTANCE_RADIUS_MAX_KM,
  type TCompany,
  type TCompanyListQuery,
  type TCompanyLocation,
  type TCompanyRole,
  type TCompanySummary,
  type ZCompanyCreate,
  type ZCompanyLocationInput,
  type ZCompanyUpdate,
  type ZMyCompanies,
} from '@pflegepuls/shared';
import { getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { CompaniesTable, CompanyLocationsTable } from '../../platform/db/tables/jobs.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { lookupPostalCode } from '../onboarding/postal.ts';
import {
  boundingBox,
  decodeCursor,
  distanceKm,
  encodeCursor,
  foldName,
  isWithin,
  nearestRingKm,
  roundKm,
  type TPoint,
} from './geo.ts';
import { photosOf } from './pictures.ts';
import { getCompanyRole } from './policy.ts';
import { ANY_MEMBER, notModerated } from '../moderation/filters.ts';

type TDb = Kysely<DB>;
type TCompanyRow = Selectable<CompaniesTable>;
type TLocationRow = Selectable<CompanyLocationsTable>;

export function parseJsonList<T extends string>(text: string | null): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value.filter((v) => typeof v === 'string') as T[]) : [];
  } catch {
    return [];
  }
}

function presentLocation(row: TLocationRow): TCompanyLocation {
  return {
    id: row.id,
    street: row.street,
    plz: row.plz,
    city: row.city,
    country: row.country as TCompanyLocation['country'],
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The locations of some companies, in their order, in one query. */
async function locationsOf(db: TDb, companyIds: number[]): Promise<Map<number, TLocationRow[]>> {
  const map = new Map<number, TLocationRow[]>();
  if (!companyIds.length) return map;
  const rows = await db
    .selectFrom('company_locations')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('company_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) map.set(row.company_id, [...(map.get(row.company_id) ?? []), row]);
  return map;
}

function nearest(point: TPoint | null, locations: TLocationRow[]): number | null {
  let best: number | null = null;
  for (const l of locations) {
    const km = distanceKm(point, l.latitude, l.longitude);
    if (km !== null && (best === null || km < best)) best = km;
  }
  return best;
}

/** Open (published, not expired) job ads per company, in one grouped query. */
async function openCounts(db: TDb, companyIds: number[]): Promise<Map<number, number>> {
  if (!companyIds.length) return new Map();
  const today = getCalendarDay(Date.now());
  const rows = await db
    .selectFrom('job_ads')
    .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', 'in', companyIds)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

function presentSummary(
  row: TCompanyRow,
  locations: TLocationRow[],
  point: TPoint | null,
  counts: Map<number, number>,
  hidden: Set<number>,
): TCompanySummary {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logo_path,
    facilityType: row.facility_type as TCompanySummary['facilityType'],
    isVerified: row.is_verified === 1,
    city: locations[0]?.city ?? null,
    distance: roundKm(nearest(point, locations)),
    openJobAdsCount: counts.get(row.id) ?? 0,
    ...(hidden.has(row.id) ? { isHidden: true } : {}),
  };
}

/** Of `ids`, those moderation hid: only admins get them in the list, to see them marked. */
async function hiddenAmong(db: TDb, ids: number[], isAdmin: boolean): Promise<Set<number>> {
  if (!isAdmin || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('moderation_hidden')
    .select('content_id')
    .where('content_type', '=', 'company')
    .where('content_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.content_id)));
}

export async function getCompany(
  db: TDb,
  companyId: number,
  viewer: { userId: number | null; point: TPoint | null },
): Promise<TCompany> {
  const row = await db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
  const [locations, myRole, counts, photos] = await Promise.all([
    locationsOf(db, [companyId]),
    getCompanyRole(db, viewer.userId, companyId),
    openCounts(db, [companyId]),
    photosOf(db, [companyId]),
  ]);
  const own = locations.get(companyId) ?? [];
  return {
    ...presentSummary(row, own, viewer.point, counts, new Set()),
    coverUrl: row.cover_path,
    size: row.size as TCompany['size'],
    about: row.about,
    benefits: parseJsonList(row.benefits),
    photos: photos.get(companyId) ?? [],
    contactPerson: row.contact_name
      ? {
          name: row.contact_name,
          position: row.contact_position,
          email: row.contact_email,
          phone: row.contact_phone,
        }
      : null,
    locations: own.map(presentLocation),
    myRole,
  };
}

/**
 * The company list: by name (keyset name_sort, id), or with a radius by distance from my postal
 * code (nearest location; keyset distance, id).
 */
export async function listCompanies(
  db: TDb,
  query: TCompanyListQuery,
  point: TPoint | null,
  isAdmin = false,
): Promise<{ companies: TCompanySummary[]; nextCursor: string | null }> {
  // Hidden or deleted by moderation: in the list for admins only (docs/moderation.md).
  const unmoderated = notModerated('company', 'companies.id', { ...ANY_MEMBER, isAdmin });
  const cursor = decodeCursor(query.cursor);
  if (cursor === 'invalid') throw validationError({ cursor: [COMPANY_MESSAGES.queryInvalid] });
  const search = query.search ? foldName(query.search) : '';
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);

  let base = db.selectFrom('companies').selectAll('companies').where(unmoderated);
  if (query.facilityType) base = base.where('companies.facility_type', '=', query.facilityType);
  if (escaped) base = base.where(({ eb, val }) => eb('companies.name_sort', 'like', val(`%${escaped}%`)));

  if (query.radius === undefined) {
    let q = base
      .orderBy('companies.name_sort')
      .orderBy('companies.id')
      .limit(COMPANIES_PAGE_SIZE + 1);
    if (cursor) {
      q = q.where((eb) =>
        eb.or([
          eb('companies.name_sort', '>', cursor.value),
          eb.and([eb('companies.name_sort', '=', cursor.value), eb('companies.id', '>', cursor.id)]),
        ]),
      );
    }
    const rows = await q.execute();
    const page = rows.slice(0, COMPANIES_PAGE_SIZE);
    const ids = page.map((r) => r.id);
    const [locations, counts, hidden] = await Promise.all([
      locationsOf(db, ids),
      openCounts(db, ids),
      hiddenAmong(db, ids, isAdmin),
    ]);
    const last = page.at(-1);
    return {
      companies: page.map((r) => presentSummary(r, locations.get(r.id) ?? [], point, counts, hidden)),
      nextCursor: rows.length > COMPANIES_PAGE_SIZE && last ? encodeCursor(last.name_sort, last.id) : null,
    };
  }

  if (!point) throw validationError({ radius: [COMPANY_MESSAGES.noPostalCode] });
  const radius = Math.min(query.radius, DISTANCE_RADIUS_MAX_KM);
  const after = cursor ? { km: Number(cursor.value), id: cursor.id } : null;
  if (after && !Number.isFinite(after.km)) throw validationError({ cursor: [COMPANY_MESSAGES.queryInvalid] });
  /** Companies with a location within `km`, nearest location first, after the cursor. */
  const within = async (km: number) => {
    const box = boundingBox(point, km);
    let near = db
      .selectFrom('company_locations as l')
      .innerJoin('companies', 'companies.id', 'l.company_id')
      .select(['l.company_id', 'l.latitude', 'l.longitude'])
      .where(unmoderated)
      .where('l.latitude', '>=', box.minLat)
      .where('l.latitude', '<=', box.maxLat)
      .where('l.longitude', '>=', box.minLon)
      .where('l.longitude', '<=', box.maxLon);
    if (query.facilityType) near = near.where('companies.facility_type', '=', query.facilityType);
    if (escaped) near = near.where(({ eb, val }) => eb('companies.name_sort', 'like', val(`%${escaped}%`)));
    const best = new Map<number, number>();
    for (const row of await near.execute()) {
      const distance = distanceKm(point, row.latitude, row.longitude);
      if (!isWithin(distance, km)) continue;
      const before = best.get(row.company_id);
      if (before === undefined || distance < before) best.set(row.company_id, distance);
    }
    return [...best]
      .map(([id, distance]) => ({ id, km: distance }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .filter((c) => !after || c.km > after.km || (c.km === after.km && c.id > after.id));
  };
  // A company's nearest location inside a ring is its nearest at all, so rings of 25, 50, 100 … km
  // give the same page as the whole radius and read far fewer rows (docs/companies.md).
  let ring = Math.min(radius, nearestRingKm(after?.km ?? 0));
  let ordered = await within(ring);
  while (ring < radius && ordered.length <= COMPANIES_PAGE_SIZE) {
    ring = Math.min(radius, ring * 2);
    ordered = await within(ring);
  }
  const pageIds = ordered.slice(0, COMPANIES_PAGE_SIZE);
  const ids = pageIds.map((c) => c.id);
  const [rows, locations, counts, hidden] = ids.length
    ? await Promise.all([
        db.selectFrom('companies').selectAll().where('id', 'in', ids).execute(),
        locationsOf(db, ids),
        openCounts(db, ids),
        hiddenAmong(db, ids, isAdmin),
      ])
    : [[], new Map<number, TLocationRow[]>(), new Map<number, number>(), new Set<number>()];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const last = pageIds.at(-1);
  return {
    companies: pageIds.map((c) =>
      presentSummary(byId.get(c.id)!, locations.get(c.id) ?? [], point, counts, hidden),
    ),
    nextCursor: ordered.length > COMPANIES_PAGE_SIZE && last ? encodeCursor(last.km, last.id) : null,
  };
}

export async function getMyCompanies(db: TDb, userId: number): Promise<z.infer<typeof ZMyCompanies>> {
  const rows = await db
    .selectFrom('company_members as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.id', 'c.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('c.name_sort')
    .execute();
  return { companies: rows.map((r) => ({ id: r.id, name: r.name, role: r.role })) };
}

export async function updateCompany(db: TDb, companyId: number, input: z.output<typeof ZCompanyUpdate>) {
  const now = Date.now();
  await db
    .updateTable('companies')
    .set({
      name: input.name,
      name_sort: foldName(input.name),
      facility_type: input.facilityType,
      size: input.size,
      about: input.about,
      benefits: JSON.stringify([...new Set(input.benefits)]),
      contact_name: input.contactPerson?.name ?? null,
      contact_position: input.contactPerson?.position ?? null,
      contact_email: input.contactPerson?.email ?? null,
      contact_phone: input.contactPerson?.phone ?? null,
      updated_at: now,
    })
    .where('id', '=', companyId)
    .execute();
  // Cards and search show the company's name from the ad's copy.
  await db
    .updateTable('job_ads')
    .set({ company_name: input.name })
    .where('company_id', '=', companyId)
    .execute();
}

export async function addLocation(db: TDb, companyId: number, input: z.output<typeof ZCompanyLocationInput>) {
  const count = await db
    .selectFrom('company_locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= COMPANY_LOCATIONS_MAX)
    throw validationError({ plz: [COMPANY_MESSAGES.tooManyLocations] });
  const place = await lookupPostalCode(db, { country: input.country, plz: input.plz });
  if (!place) throw validationError({ plz: [COMPANY_MESSAGES.plzUnknown] });
  const row = await db
    .insertInto('company_locations')
    .values({
      company_id: companyId,
      position: Number(count.n),
      street: input.street,
      plz: place.code,
      city: place.city,
      country: place.country,
      latitude: place.latitude,
      longitude: place.longitude,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function removeLocation(db: TDb, companyId: number, locationId: number) {
  const location = await db
    .selectFrom('company_locations')
    .select('id')
    .where('id', '=', locationId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!location) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.locationNotFound);
  const used = await db
    .selectFrom('job_ads')
    .select('id')
    .where('company_location_id', '=', locationId)
    .limit(1)
    .executeTakeFirst();
  if (used) throw new AppError('CONFLICT', COMPANY_MESSAGES.locationInUse);
  await db.deleteFrom('company_locations').where('id', '=', locationId).execute();
}

export async function createCompany(db: TDb, input: z.output<typeof ZCompanyCreate>): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('companies')
    .values({
      name: input.name,
      name_sort: foldName(input.name),
      facility_type: input.facilityType,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setVerified(db: TDb, companyId: number, isVerified: boolean) {
  await db
    .updateTable('companies')
    .set({ is_verified: isVerified ? 1 : 0, updated_at: Date.now() })
    .where('id', '=', companyId)
    .execute();
}

/** Adds a member to a company or changes their role. */
export async function assignMember(db: TDb, companyId: number, userName: string, role: TCompanyRole) {
  const user = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
  if (!user) throw validationError({ userName: [COMPANY_MESSAGES.userNotFound] });
  await db
    .insertInto('company_members')
    .values({ company_id: companyId, user_id: user.id, role, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ role }))
    .execute();
}

/** My company memberships, for "download my data"; account deletion removes them by cascade and here. */
export async function exportCompanyMemberships(db: TDb, userId: number) {
  return db
    .selectFrom('company_members as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.name as company', 'm.role', 'm.created_at as since'])
    .where('m.user_id', '=', userId)
    .execute();
}

export async function deleteCompanyMemberships(trx: TDb, userId: number) {
  await trx.deleteFrom('company_members').where('user_id', '=', userId).execute();
}
