/**
 * Job ads (docs/jobs.md): the public list with filters and distances, the detail, saved ads, and
 * the company members' create/edit/status changes. An ad whose end date has passed counts as
 * expired ('abgelaufen') wherever it is read; the stored status stays what its company set.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { type z } from 'zod';
import {
  DISTANCE_RADIUS_MAX_KM,
  getCalendarDay,
  JOB_MESSAGES,
  JOBS_PAGE_SIZE,
  type TJobAd,
  type TJobAdCard,
  type TJobAdStatus,
  type ZJobAdInput,
  type ZJobListQuery,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { JobAdsTable } from '../../platform/db/tables/jobs.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import {
  boundingBox,
  decodeCursor,
  distanceKm,
  encodeCursor,
  isWithin,
  nearestRingKm,
  roundKm,
  type TPoint,
} from '../companies/geo.ts';
import { parseJsonList } from '../companies/service.ts';
import { ANY_MEMBER, moderationStateOf, notModerated, OWNS_ALL } from '../moderation/filters.ts';
import { htmlToText, sanitizeJobHtml } from './sanitize.ts';

type TDb = Kysely<DB>;
export type TJobRow = Selectable<JobAdsTable> & { logo_path: string | null; is_verified: number };
type TViewer = { userId: number | null; point: TPoint | null };

export const today = () => getCalendarDay(Date.now());

export function effectiveStatus(row: Pick<TJobRow, 'status' | 'end_date'>, day = today()): TJobAdStatus {
  if (row.status === 'published' && row.end_date !== null && row.end_date < day) return 'expired';
  return row.status;
}

/** Ads and their company's logo and mark. */
function jobQuery(db: TDb) {
  return db
    .selectFrom('job_ads')
    .innerJoin('companies', 'companies.id', 'job_ads.company_id')
    .selectAll('job_ads')
    .select(['companies.logo_path', 'companies.is_verified']);
}

/** What a card shows: lists read these, not the description (its text and HTML are most of a row). */
const CARD_COLUMNS = [
  'job_ads.id',
  'job_ads.uid',
  'job_ads.title',
  'job_ads.company_id',
  'job_ads.company_name',
  'job_ads.location',
  'job_ads.plz',
  'job_ads.country',
  'job_ads.latitude',
  'job_ads.longitude',
  'job_ads.work_area',
  'job_ads.work_sub_area',
  'job_ads.qualification',
  'job_ads.employment_type',
  'job_ads.hours_per_week',
  'job_ads.shift_models',
  'job_ads.pay_scale',
  'job_ads.pay_group',
  'job_ads.pay_min',
  'job_ads.pay_max',
  'job_ads.pay_currency',
  'job_ads.status',
  'job_ads.end_date',
  'job_ads.published_at',
  'companies.logo_path',
  'companies.is_verified',
] as const;
type TJobCardRow = Pick<
  TJobRow,
  (typeof CARD_COLUMNS)[number] extends `${string}.${infer C}` ? C & keyof TJobRow : never
>;

function cardQuery(db: TDb) {
  return db
    .selectFrom('job_ads')
    .innerJoin('companies', 'companies.id', 'job_ads.company_id')
    .select(CARD_COLUMNS);
}

function presentCard(row: TJobCardRow, point: TPoint | null, saved: Set<number>, day: string): TJobAdCard {
  return {
    id: row.id,
    uid: row.uid,
    title: row.title,
    company: {
      id: row.company_id,
      name: row.company_name,
      logoUrl: row.logo_path,
      isVerified: row.is_verified === 1,
    },
    city: row.location,
    plz: row.plz,
    country: row.country as TJobAdCard['country'],
    workArea: row.work_area as TJobAdCard['workArea'],
    workSubArea: row.work_sub_area,
    qualification: row.qualification as TJobAdCard['qualification'],
    employmentType: row.employment_type as TJobAdCard['employmentType'],
    hoursPerWeek: row.hours_per_week,
    shiftModels: parseJsonList(row.shift_models),
    payScale: row.pay_scale as TJobAdCard['payScale'],
    payGroup: row.pay_group,
    payMin: row.pay_min,
    payMax: row.pay_max,
    payCurrency: row.pay_currency === 'CHF' ? 'CHF' : 'EUR',
    distance: roundKm(distanceKm(point, row.latitude, row.longitude)),
    status: effectiveStatus(row, day),
    publishedAt: row.published_at,
    isSaved: saved.has(row.id),
  };
}

function presentDetail(
  row: TJobRow,
  viewer: TViewer,
  saved: boolean,
  canEdit: boolean,
  street: string | null,
): TJobAd {
  const day = today();
  return {
    ...presentCard(row, viewer.point, new Set(saved ? [row.id] : []), day),
    companyLocationId: row.company_location_id,
    street,
    latitude: row.latitude,
    longitude: row.longitude,
    driverLicenseRequired: row.driver_license_required === 1,
    startDate: row.start_date,
    endDate: row.end_date,
    descriptionHtml: row.description_html,
    benefits: parseJsonList(row.benefits),
    contact: row.contact_name
      ? {
          name: row.contact_name,
          position: row.contact_position,
          email: row.contact_email,
          phone: row.contact_phone,
        }
      : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canEdit,
  };
}

async function savedSet(db: TDb, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || !ids.length) return new Set();
  const rows = await db
    .selectFrom('saved_job_ads')
    .select('job_ad_id')
    .where('user_id', '=', userId)
    .where('job_ad_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.job_ad_id));
}

type TQuery = z.output<typeof ZJobListQuery>;

/** The filters of the list, on any query over job_ads (the alerts use them too). */
export function applyFilters<Q extends SelectQueryBuilder<DB, 'job_ads' | 'companies', object>>(
  q: Q,
  query: TQuery,
  day: string,
): Q {
  let out = q
    .where('job_ads.status', '=', 'published')
    // Hidden or deleted by moderation, or of a hidden company: in no public list, alert or search
    // (docs/moderation.md).
    .where(notModerated('job_ad', 'job_ads.id', ANY_MEMBER))
    .where(notModerated('company', 'job_ads.company_id', ANY_MEMBER))
    .where((eb) => eb.or([eb('job_ads.end_date', 'is', null), eb('job_ads.end_date', '>=', day)])) as Q;
  if (query.workArea) out = out.where('job_ads.work_area', '=', query.workArea) as Q;
  if (query.employmentType) out = out.where('job_ads.employment_type', '=', query.employmentType) as Q;
  if (query.qualification) out = out.where('job_ads.qualification', '=', query.qualification) as Q;
  if (query.payScale) out = out.where('job_ads.pay_scale', '=', query.payScale) as Q;
  if (query.companyId) out = out.where('job_ads.company_id', '=', query.companyId) as Q;
  // Shift models are a JSON array of fixed values; a quoted value matches exactly one element.
  if (query.shiftModel) out = out.where('job_ads.shift_models', 'like', `%"${query.shiftModel}"%`) as Q;
  return out;
}

/**
 * Published, running ads. Without a radius, newest first by SQL keyset (published_at, id). With a
 * radius (or sorted by distance, then within DISTANCE_RADIUS_MAX_KM) the indexed bounding box
 * gives the candidates, haversine filters and sorts them, and the keyset is (distance or date, id).
 */
export async function listJobAds(db: TDb, query: TQuery, viewer: TViewer) {
  const day = today();
  const cursor = decodeCursor(query.cursor);
  if (cursor === 'invalid') throw validationError({ cursor: [JOB_MESSAGES.cursorInvalid] });
  const byDistance = query.sort === 'distance';

  let rows: TJobCardRow[];
  let nextCursor: string | null = null;
  if (query.radius === undefined && !byDistance) {
    let q = applyFilters(cardQuery(db), query, day)
      .orderBy('job_ads.published_at', 'desc')
      .orderBy('job_ads.id', 'desc')
      .limit(JOBS_PAGE_SIZE + 1);
    if (cursor) {
      const at = Number(cursor.value);
      if (!Number.isFinite(at)) throw validationError({ cursor: [JOB_MESSAGES.cursorInvalid] });
      q = q.where((eb) =>
        eb.or([
          eb('job_ads.published_at', '<', at),
          eb.and([eb('job_ads.published_at', '=', at), eb('job_ads.id', '<', cursor.id)]),
        ]),
      );
    }
    const found = await q.execute();
    rows = found.slice(0, JOBS_PAGE_SIZE);
    const last = rows.at(-1);
    if (found.length > JOBS_PAGE_SIZE && last) nextCursor = encodeCursor(last.published_at ?? 0, last.id);
  } else {
    const point = viewer.point;
    if (!point)
      throw validationError({
        [query.radius !== undefined ? 'radius' : 'sort']: [JOB_MESSAGES.distanceNeedsPlz],
      });
    const radius = query.radius ?? DISTANCE_RADIUS_MAX_KM;
    let after: { value: number; id: number } | null = null;
    if (cursor) {
      after = { value: Number(cursor.value), id: cursor.id };
      if (!Number.isFinite(after.value)) throw validationError({ cursor: [JOB_MESSAGES.cursorInvalid] });
    }
    const within = async (km: number) => {
      const box = boundingBox(point, km);
      const candidates = await applyFilters(
        db
          .selectFrom('job_ads')
          .innerJoin('companies', 'companies.id', 'job_ads.company_id')
          .select(['job_ads.id', 'job_ads.latitude', 'job_ads.longitude', 'job_ads.published_at']),
        query,
        day,
      )
        .where('job_ads.latitude', '>=', box.minLat)
        .where('job_ads.latitude', '<=', box.maxLat)
        .where('job_ads.longitude', '>=', box.minLon)
        .where('job_ads.longitude', '<=', box.maxLon)
        .execute();
      const found = candidates
        .map((c) => ({ id: c.id, km: distanceKm(point, c.latitude, c.longitude), at: c.published_at ?? 0 }))
        .filter((c): c is { id: number; km: number; at: number } => isWithin(c.km, km));
      found.sort(
        (a, b) => (byDistance ? a.km - b.km : b.at - a.at) || (byDistance ? a.id - b.id : b.id - a.id),
      );
      return after
        ? found.filter((c) =>
            byDistance
              ? c.km > after.value || (c.km === after.value && c.id > after.id)
              : c.at < after.value || (c.at === after.value && c.id < after.id),
          )
        : found;
    };
    const key = (c: { km: number; at: number }) => (byDistance ? c.km : c.at);
    // By distance, a page lies in the nearest ring that holds more than a page after the cursor:
    // rings of 25, 50, 100 … km up to the radius read far fewer rows than the whole radius at once.
    let ring = byDistance ? Math.min(radius, nearestRingKm(after?.value ?? 0)) : radius;
    let rest = await within(ring);
    while (ring < radius && rest.length <= JOBS_PAGE_SIZE) {
      ring = Math.min(radius, ring * 2);
      rest = await within(ring);
    }
    const page = rest.slice(0, JOBS_PAGE_SIZE);
    const last = page.at(-1);
    if (rest.length > JOBS_PAGE_SIZE && last) nextCursor = encodeCursor(key(last), last.id);
    const ids = page.map((c) => c.id);
    const loaded = ids.length ? await cardQuery(db).where('job_ads.id', 'in', ids).execute() : [];
    const byId = new Map(loaded.map((r) => [r.id, r]));
    rows = ids.map((id) => byId.get(id)!).filter(Boolean);
  }
  const saved = await savedSet(
    db,
    viewer.userId,
    rows.map((r) => r.id),
  );
  return { jobAds: rows.map((r) => presentCard(r, viewer.point, saved, day)), nextCursor };
}

/** Cards of the given ads in the given order, open ones only (the matcher's lists). */
export async function openJobCardsByIds(db: TDb, ids: number[], viewer: TViewer): Promise<TJobAdCard[]> {
  if (ids.length === 0) return [];
  const day = today();
  const rows = await cardQuery(db)
    .where('job_ads.id', 'in', ids)
    .where('job_ads.status', '=', 'published')
    .where(notModerated('job_ad', 'job_ads.id', ANY_MEMBER))
    .where(notModerated('company', 'job_ads.company_id', ANY_MEMBER))
    .execute();
  const byId = new Map(rows.filter((r) => effectiveStatus(r, day) === 'published').map((r) => [r.id, r]));
  const saved = await savedSet(db, viewer.userId, [...byId.keys()]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentCard(row, viewer.point, saved, day)] : [];
  });
}

/** Every ad of a company, newest first (its members and admins; keyset id). */
export async function listCompanyJobAds(
  db: TDb,
  companyId: number,
  cursorText: string | undefined,
  viewer: TViewer & { isAdmin: boolean },
) {
  const cursor = decodeCursor(cursorText);
  if (cursor === 'invalid') throw validationError({ cursor: [JOB_MESSAGES.cursorInvalid] });
  let q = cardQuery(db)
    .where('job_ads.company_id', '=', companyId)
    // The company sees its hidden ads (marked in the queue's statement), not its deleted ones.
    .where(
      notModerated('job_ad', 'job_ads.id', { id: viewer.userId ?? 0, isAdmin: viewer.isAdmin }, OWNS_ALL),
    )
    .orderBy('job_ads.id', 'desc')
    .limit(JOBS_PAGE_SIZE + 1);
  if (cursor) q = q.where('job_ads.id', '<', cursor.id);
  const found = await q.execute();
  const rows = found.slice(0, JOBS_PAGE_SIZE);
  const saved = await savedSet(
    db,
    viewer.userId,
    rows.map((r) => r.id),
  );
  const day = today();
  const last = rows.at(-1);
  return {
    jobAds: rows.map((r) => presentCard(r, viewer.point, saved, day)),
    nextCursor: found.length > JOBS_PAGE_SIZE && last ? encodeCursor(last.id, last.id) : null,
  };
}

export async function findJobAd(db: TDb, uid: string): Promise<TJobRow> {
  const row = (await jobQuery(db).where('job_ads.uid', '=', uid).executeTakeFirst()) as TJobRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', JOB_MESSAGES.jobNotFound);
  return row;
}

/**
 * 404 for an ad moderation took away from this viewer: deleted (but for site admins), hidden (but
 * for its company's editors and site admins; `canEdit` is true for both).
 */
export async function assertAdNotModerated(
  db: TDb,
  row: Pick<TJobRow, 'id' | 'company_id'>,
  viewer: { isAdmin: boolean } | null,
  canEdit: boolean,
) {
  // The ad's own state, or its company's when the company profile is hidden or deleted.
  const [ad, company] = await Promise.all([
    moderationStateOf(db, 'job_ad', row.id),
    moderationStateOf(db, 'company', row.company_id),
  ]);
  const state = ad === 'deleted' || company === 'deleted' ? 'deleted' : (ad ?? company);
  if (state === null || viewer?.isAdmin || (canEdit && state !== 'deleted')) return;
  throw new AppError('NOT_FOUND', JOB_MESSAGES.jobNotFound);
}

/** Drafts and paused ads are for their company only; others see published, filled and expired ads. */
export function isPubliclyVisible(row: TJobRow): boolean {
  return row.status === 'published' || row.status === 'filled';
}

export async function getJobAdDetail(
  db: TDb,
  row: TJobRow,
  viewer: TViewer,
  canEdit: boolean,
): Promise<TJobAd> {
  const [saved, location] = await Promise.all([
    savedSet(db, viewer.userId, [row.id]),
    db
      .selectFrom('company_locations')
      .select('street')
      .where('id', '=', row.company_location_id)
      .executeTakeFirst(),
  ]);
  return presentDetail(row, viewer, saved.has(row.id), canEdit, location?.street ?? null);
}

type TInput = z.output<typeof ZJobAdInput>;

async function columnsOf(db: TDb, companyId: number, input: TInput) {
  const location = await db
    .selectFrom('company_locations')
    .selectAll()
    .where('id', '=', input.companyLocationId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!location) throw validationError({ companyLocationId: [JOB_MESSAGES.locationInvalid] });
  const html = sanitizeJobHtml(input.descriptionHtml);
  const text = htmlToText(html);
  if (!text) throw validationError({ descriptionHtml: [JOB_MESSAGES.descriptionMissing] });
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    company_location_id: location.id,
    company_name: company.name,
    location: location.city,
    plz: location.plz,
    country: location.country,
    latitude: location.latitude,
    longitude: location.longitude,
    title: input.title,
    description: text,
    description_html: html,
    work_area: input.workArea,
    work_sub_area: input.workSubArea,
    qualification: input.qualification,
    employment_type: input.employmentType,
    hours_per_week: input.employmentType === 'teilzeit' ? input.hoursPerWeek : null,
    shift_models: JSON.stringify([...new Set(input.shiftModels)]),
    pay_scale: input.payScale,
    pay_group: input.payScale ? input.payGroup : null,
    pay_min: input.payMin,
    pay_max: input.payMax,
    pay_currency: location.country === 'CH' ? 'CHF' : 'EUR',
    driver_license_required: input.driverLicenseRequired ? 1 : 0,
    start_date: input.startDate,
    end_date: input.endDate,
    benefits: JSON.stringify([...new Set(input.benefits)]),
    contact_name: input.contact?.name ?? null,
    contact_position: input.contact?.position ?? null,
    contact_email: input.contact?.email ?? null,
    contact_phone: input.contact?.phone ?? null,
  };
}

/** A new ad starts as a draft ('Entwurf'). */
export async function createJobAd(
  db: TDb,
  companyId: number,
  userId: number,
  input: TInput,
): Promise<string> {
  const columns = await columnsOf(db, companyId, input);
  const now = Date.now();
  const uid = randomBytes(6).toString('hex');
  await db
    .insertInto('job_ads')
    .values({
      ...columns,
      uid,
      company_id: companyId,
      status: 'draft',
      published_at: null,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return uid;
}

export async function updateJobAd(db: TDb, row: TJobRow, input: TInput) {
  const columns = await columnsOf(db, row.company_id, input);
  await db
    .updateTable('job_ads')
    .set({ ...columns, updated_at: Date.now() })
    .where('id', '=', row.id)
    .execute();
}

/**
 * Publishing needs an end date that has not passed; the first publication sets `published_at`
 * (a paused ad that goes live again keeps its place in the list).
 */
export async function setJobAdStatus(
  db: TDb,
  row: TJobRow,
  status: 'draft' | 'published' | 'paused' | 'filled',
) {
  if (status === 'published' && row.end_date !== null && row.end_date < today())
    throw validationError({ status: [JOB_MESSAGES.cannotPublishExpired] });
  const now = Date.now();
  await db
    .updateTable('job_ads')
    .set({
      status,
      published_at: status === 'published' ? (row.published_at ?? now) : row.published_at,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
}

export async function saveJobAd(db: TDb, userId: number, jobAdId: number) {
  await db
    .insertInto('saved_job_ads')
    .values({ user_id: userId, job_ad_id: jobAdId, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'job_ad_id']).doNothing())
    .execute();
}

export async function unsaveJobAd(db: TDb, userId: number, jobAdId: number) {
  await db
    .deleteFrom('saved_job_ads')
    .where('user_id', '=', userId)
    .where('job_ad_id', '=', jobAdId)
    .execute();
}

/** My saved ads, last saved first (keyset saved time, id); drafts and paused ads of others drop out. */
export async function listSavedJobAds(
  db: TDb,
  cursorText: string | undefined,
  viewer: TViewer & { userId: number },
) {
  const cursor = decodeCursor(cursorText);
  if (cursor === 'invalid') throw validationError({ cursor: [JOB_MESSAGES.cursorInvalid] });
  let q = db
    .selectFrom('saved_job_ads as s')
    .innerJoin('job_ads', 'job_ads.id', 's.job_ad_id')
    .innerJoin('companies', 'companies.id', 'job_ads.company_id')
    .select([...CARD_COLUMNS, 's.created_at as saved_at'])
    .where('s.user_id', '=', viewer.userId)
    .where('job_ads.status', 'in', ['published', 'filled'])
    .where(notModerated('job_ad', 'job_ads.id', ANY_MEMBER))
    .where(notModerated('company', 'job_ads.company_id', ANY_MEMBER))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.job_ad_id', 'desc')
    .limit(JOBS_PAGE_SIZE + 1);
  if (cursor) {
    const at = Number(cursor.value);
    if (!Number.isFinite(at)) throw validationError({ cursor: [JOB_MESSAGES.cursorInvalid] });
    q = q.where((eb) =>
      eb.or([
        eb('s.created_at', '<', at),
        eb.and([eb('s.created_at', '=', at), eb('s.job_ad_id', '<', cursor.id)]),
      ]),
    );
  }
  const found = await q.execute();
  const rows = found.slice(0, JOBS_PAGE_SIZE);
  const day = today();
  const saved = new Set(rows.map((r) => r.id));
  const last = rows.at(-1);
  return {
    jobAds: rows.map((r) => presentCard(r, viewer.point, saved, day)),
    nextCursor: found.length > JOBS_PAGE_SIZE && last ? encodeCursor(last.saved_at, last.id) : null,
  };
}

export async function exportSavedJobAds(db: TDb, userId: number) {
  return db
    .selectFrom('saved_job_ads as s')
    .innerJoin('job_ads as j', 'j.id', 's.job_ad_id')
    .select(['j.title', 'j.company_name as company', 'j.uid', 's.created_at as savedAt'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .execute();
}

export async function deleteSavedJobAds(trx: TDb, userId: number) {
  await trx.deleteFrom('saved_job_ads').where('user_id', '=', userId).execute();
}
