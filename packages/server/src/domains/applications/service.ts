/**
 * Applications (docs/applications.md): applying with the profile as it is at that moment, the
 * status and its steps, the applicant's list, the company's pipeline per ad, notes, the read log
 * and the CSV export. Authorisation is the routes' (policy.ts); everything here trusts its caller.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  APPLICATION_FINAL_STATUSES,
  APPLICATION_MESSAGES as M,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATIONS_PAGE_SIZE,
  EDUCATION_OPTIONS,
  TALENT_POOL_MS,
  applicationDeleteAt,
  type TApplication,
  type TApplicationCard,
  type TApplicationProfile,
  type TApplicationStatus,
  type TRejectReason,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { JobApplicationsTable } from '../../platform/db/tables/applications.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../companies/geo.ts';
import { findAllEntries } from '../users/entries.ts';

type TDb = Kysely<DB>;

/** An application with what its cards show of the ad, the company and the applicant. */
export type TApplicationRow = Selectable<JobApplicationsTable> & {
  job_uid: string;
  job_title: string;
  job_city: string;
  company_name: string;
  logo_path: string | null;
  is_verified: number;
};

function applicationQuery(db: TDb) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('job_ads as j', 'j.id', 'a.job_ad_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .selectAll('a')
    .select([
      'j.uid as job_uid',
      'j.title as job_title',
      'j.location as job_city',
      'c.name as company_name',
      'c.logo_path',
      'c.is_verified',
    ]);
}

export async function findApplication(db: TDb, id: number): Promise<TApplicationRow> {
  const row = await applicationQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export function parseProfile(text: string): TApplicationProfile {
  return JSON.parse(text) as TApplicationProfile;
}

function presentCard(row: TApplicationRow, forCompany: boolean): TApplicationCard {
  const profile = forCompany ? parseProfile(row.profile) : null;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    jobAd: {
      uid: row.job_uid,
      title: row.job_title,
      city: row.job_city,
      company: {
        id: row.company_id,
        name: row.company_name,
        logoUrl: row.logo_path,
        isVerified: row.is_verified === 1,
      },
    },
    applicantName: profile?.fullName ?? null,
    applicantPosition: profile?.currentPosition ?? null,
  };
}

/**
 * The profile a company gets: name, contact, qualification, experience, place and CV entries as
 * they are now. It is kept as sent, so later profile edits do not change an application.
 */
export async function buildProfileSnapshot(db: TDb, userId: number): Promise<TApplicationProfile> {
  const [user, answers, entries] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'first_name',
        'last_name',
        'user_name',
        'email',
        'current_position',
        'summary',
        'plz',
        'country',
        'location_city',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_onboarding')
      .select(['education', 'years_of_experience', 'phone', 'talent_phone', 'has_driver_license'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    findAllEntries(db, userId),
  ]);
  const education = EDUCATION_OPTIONS.find((option) => option.value === answers?.education);
  return {
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    userName: user.user_name,
    email: user.email,
    phone: answers?.talent_phone ?? answers?.phone ?? null,
    currentPosition: user.current_position,
    qualification: education?.label ?? null,
    yearsOfExperience: answers?.years_of_experience ?? null,
    city: user.location_city,
    plz: user.plz,
    country: user.country,
    hasDriverLicense: answers?.has_driver_license == null ? null : answers.has_driver_license === 1,
    summary: user.summary,
    experiences: entries.experiences.map(({ title, employer, fromMonth, toMonth, isCurrent }) => ({
      title,
      employer,
      fromMonth,
      toMonth,
      isCurrent,
    })),
    educations: entries.educations.map(({ institution, degree, toMonth }) => ({
      institution,
      degree,
      toMonth,
    })),
    trainings: entries.trainings.map(({ title, year }) => ({ title, year })),
    languages: entries.languages.map(({ name, level }) => ({ name, level })),
  };
}

export async function findMyApplicationForAd(db: TDb, userId: number, jobAdId: number) {
  return db
    .selectFrom('job_applications')
    .select(['id', 'status'])
    .where('job_ad_id', '=', jobAdId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Stores a new application with its first step; `storeFiles` runs inside the transaction once the
 * id exists, so a failed copy leaves no application behind. The route refuses a second application
 * before it reads the body; two sent at once meet the unique index (409).
 */
export async function createApplication(
  db: TDb,
  input: {
    jobAdId: number;
    companyId: number;
    userId: number;
    message: string | null;
    talentPool: boolean;
    files: { fileName: string; size: number }[];
    now: number;
  },
  storeFiles: (applicationId: number) => Promise<string[]>,
): Promise<number> {
  const profile = await buildProfileSnapshot(db, input.userId);
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('job_applications')
        .values({
          job_ad_id: input.jobAdId,
          company_id: input.companyId,
          user_id: input.userId,
          status: 'received',
          message: input.message,
          profile: JSON.stringify(profile),
          talent_pool_until: input.talentPool ? input.now + TALENT_POOL_MS : null,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('job_application_steps')
        .values({ application_id: id, status: 'received', created_at: input.now })
        .execute();
      const stored = await storeFiles(id);
      if (stored.length > 0)
        await trx
          .insertInto('job_application_files')
          .values(
            stored.map((storedName, i) => ({
              application_id: id,
              file_name: input.files[i]!.fileName,
              stored_name: storedName,
              size: input.files[i]!.size,
              created_at: input.now,
            })),
          )
          .execute();
      return id;
    });
  } catch (error) {
    // Two taps at once: the unique index lets one through.
    if (await findMyApplicationForAd(db, input.userId, input.jobAdId))
      throw new AppError('CONFLICT', M.alreadyApplied);
    throw error;
  }
}

/** One application as its applicant or a company member sees it. */
export async function getApplicationDetail(
  db: TDb,
  row: TApplicationRow,
  viewer: 'applicant' | 'company',
  retentionDays: number,
): Promise<TApplication> {
  const [steps, files, notes] = await Promise.all([
    db
      .selectFrom('job_application_steps')
      .select(['status', 'created_at'])
      .where('application_id', '=', row.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_application_files')
      .select(['id', 'file_name', 'size'])
      .where('application_id', '=', row.id)
      .orderBy('id')
      .execute(),
    viewer === 'company'
      ? db
          .selectFrom('job_application_notes as n')
          .leftJoin('users as u', 'u.id', 'n.author_id')
          .select(['n.id', 'n.text', 'n.created_at', 'u.first_name', 'u.last_name'])
          .where('n.application_id', '=', row.id)
          .orderBy('n.id')
          .execute()
      : Promise.resolve(null),
  ]);
  return {
    ...presentCard(row, true),
    message: row.message,
    profile: parseProfile(row.profile),
    rejectReason: (row.reject_reason as TRejectReason | null) ?? null,
    steps: steps.map((s) => ({ status: s.status, at: s.created_at })),
    files: files.map((f) => ({ id: f.id, fileName: f.file_name, size: f.size })),
    talentPoolUntil: row.talent_pool_until,
    deleteAt: applicationDeleteAt(
      { decidedAt: row.decided_at, talentPoolUntil: row.talent_pool_until },
      retentionDays,
    ),
    notes:
      notes?.map((n) => ({
        id: n.id,
        text: n.text,
        authorName: n.first_name === null ? null : `${n.first_name} ${n.last_name ?? ''}`.trim(),
        createdAt: n.created_at,
      })) ?? null,
    viewer,
  };
}

function keysetAfter(cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText);
  if (cursor === 'invalid') throw validationError({ cursor: [M.cursorInvalid] });
  if (!cursor) return null;
  const at = Number(cursor.value);
  if (!Number.isSafeInteger(at)) throw validationError({ cursor: [M.cursorInvalid] });
  return { at, id: cursor.id };
}

function page(found: TApplicationRow[], forCompany: boolean) {
  const rows = found.slice(0, APPLICATIONS_PAGE_SIZE);
  const last = rows.at(-1);
  return {
    applications: rows.map((row) => presentCard(row, forCompany)),
    nextCursor: found.length > APPLICATIONS_PAGE_SIZE && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

/** My applications, newest first (index user_id, created_at, id). */
export async function listMyApplications(db: TDb, userId: number, cursorText: string | undefined) {
  const after = keysetAfter(cursorText);
  let q = applicationQuery(db)
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(APPLICATIONS_PAGE_SIZE + 1);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('a.created_at', '<', after.at),
        eb.and([eb('a.created_at', '=', after.at), eb('a.id', '<', after.id)]),
      ]),
    );
  return page(await q.execute(), false);
}

/** One stage of an ad's pipeline, oldest first (who applied first is looked at first), and the counts. */
export async function listPipeline(
  db: TDb,
  jobAdId: number,
  status: TApplicationStatus,
  cursorText: string | undefined,
) {
  const after = keysetAfter(cursorText);
  let q = applicationQuery(db)
    .where('a.job_ad_id', '=', jobAdId)
    .where('a.status', '=', status)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(APPLICATIONS_PAGE_SIZE + 1);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('a.created_at', '>', after.at),
        eb.and([eb('a.created_at', '=', after.at), eb('a.id', '>', after.id)]),
      ]),
    );
  const [found, counted] = await Promise.all([
    q.execute(),
    db
      .selectFrom('job_applications')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('job_ad_id', '=', jobAdId)
      .groupBy('status')
      .execute(),
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    TApplicationStatus,
    number
  >;
  for (const c of counted) counts[c.status] = Number(c.n);
  return { ...page(found, true), counts };
}

async function moveTo(
  db: TDb,
  row: TApplicationRow,
  status: TApplicationStatus,
  extra: { reject_reason?: string | null },
  now: number,
) {
  const decided = status === 'rejected' || status === 'withdrawn';
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_applications')
      .set({ status, decided_at: decided ? now : null, updated_at: now, ...extra })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('job_application_steps')
      .values({ application_id: row.id, status, created_at: now })
      .execute();
  });
}

/**
 * A company member's change: any stage or a rejection (with an optional template reason), also
 * back again, except for a withdrawn application. Returns false when nothing changed.
 */
export async function changeStatus(
  db: TDb,
  row: TApplicationRow,
  input: { status: TApplicationStatus; reason: TRejectReason | null },
  now: number,
): Promise<boolean> {
  if (row.status === 'withdrawn') throw new AppError('CONFLICT', M.statusLocked);
  const reason = input.status === 'rejected' ? input.reason : null;
  if (row.status === input.status && row.reject_reason === reason) return false;
  await moveTo(db, row, input.status, { reject_reason: reason }, now);
  return true;
}

export async function withdrawApplication(db: TDb, row: TApplicationRow, now: number) {
  if (APPLICATION_FINAL_STATUSES.includes(row.status)) throw new AppError('CONFLICT', M.cannotWithdraw);
  await moveTo(db, row, 'withdrawn', {}, now);
}

/** Gives (or renews for 12 months) or revokes the talent-pool consent. */
export async function setTalentPool(db: TDb, row: TApplicationRow, consent: boolean, now: number) {
  if (consent && row.status === 'withdrawn') throw new AppError('CONFLICT', M.talentPoolClosed);
  await db
    .updateTable('job_applications')
    .set({ talent_pool_until: consent ? now + TALENT_POOL_MS : null, updated_at: now })
    .where('id', '=', row.id)
    .execute();
}

export async function addNote(db: TDb, row: TApplicationRow, authorId: number, text: string, now: number) {
  await db
    .insertInto('job_application_notes')
    .values({ application_id: row.id, author_id: authorId, text, created_at: now })
    .execute();
}

/** Every read by a company member is recorded for the applicant's data export. */
export async function logReads(
  db: TDb,
  applicationIds: number[],
  readerId: number,
  what: 'application' | 'file' | 'export',
  now: number,
) {
  if (applicationIds.length === 0) return;
  await db
    .insertInto('job_application_reads')
    .values(applicationIds.map((id) => ({ application_id: id, reader_id: readerId, what, created_at: now })))
    .execute();
}

export async function findApplicationFile(db: TDb, applicationId: number, fileId: number) {
  const file = await db
    .selectFrom('job_application_files')
    .select(['stored_name', 'file_name'])
    .where('id', '=', fileId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', M.fileNotFound);
  return file;
}

const CSV_COLUMNS = [
  'Eingang',
  'Name',
  'E-Mail',
  'Telefon',
  'Position',
  'Qualifikation',
  'Berufserfahrung (Jahre)',
  'Ort',
  'Status',
  'Nachricht',
] as const;

/** A cell for Excel and LibreOffice: quoted, quotes doubled, formulas defused. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The ad's applications as CSV (semicolons and a BOM, as German spreadsheets expect); ids for the read log. */
export async function pipelineCsv(db: TDb, jobAdId: number): Promise<{ csv: string; ids: number[] }> {
  const rows = await db
    .selectFrom('job_applications')
    .select(['id', 'status', 'message', 'profile', 'created_at'])
    .where('job_ad_id', '=', jobAdId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const lines = [CSV_COLUMNS.map(csvCell).join(';')];
  for (const row of rows) {
    const p = parseProfile(row.profile);
    lines.push(
      [
        new Date(row.created_at).toISOString().slice(0, 10),
        p.fullName,
        p.email,
        p.phone,
        p.currentPosition,
        p.qualification,
        p.yearsOfExperience,
        [p.plz, p.city].filter(Boolean).join(' ') || null,
        APPLICATION_STATUS_LABELS[row.status],
        row.message,
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, ids: rows.map((r) => r.id) };
}
