import type { TConnectionStatus } from '@pflegepuls/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findAllEntries, SECTION_TABLES } from './entries.ts';
import { isHiddenFrom } from '../companies/discreet.ts';

/** Loads a user by id or fails with 404. */
export async function getUserById(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The member's row plus whether a verified talent phone is on file (one query). */
export async function getCurrentUserRow(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
    .selectAll('users')
    .select(['user_onboarding.talent_phone', 'user_onboarding.talent_phone_verified_at'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const { talent_phone, talent_phone_verified_at, ...user } = row;
  const talentPhone = talent_phone
    ? { phone: talent_phone, isVerified: talent_phone_verified_at !== null }
    : null;
  return { user, hasTalentPhone: talent_phone_verified_at !== null, talentPhone };
}

const PROFILE_NOT_FOUND = 'Dieses Profil gibt es nicht.';

/** A member by user name, or 404; deleted accounts are not found. */
export async function getActiveUserByName(db: Kysely<DB>, userName: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_deletions', 'user_deletions.user_id', 'users.id')
    .selectAll('users')
    .select('user_deletions.deleted_at')
    .where('users.user_name', '=', userName)
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  const { deleted_at: _deleted, ...user } = row;
  return user;
}

/**
 * The member as `viewerId` may see them: to members of a company the member hides from (discreet
 * mode, docs/companies.md) the profile does not exist.
 */
export async function getVisibleUserByName(db: Kysely<DB>, userName: string, viewerId: number) {
  const user = await getActiveUserByName(db, userName);
  if (await isHiddenFrom(db, user.id, viewerId)) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return user;
}

/** How the viewer stands to a member: connected, a pending request either way, or nothing. */
export async function getConnectionStatus(
  db: Kysely<DB>,
  viewerId: number,
  otherId: number,
): Promise<{ status: TConnectionStatus; requestId: number | null }> {
  if (viewerId === otherId) return { status: 'self', requestId: null };
  const connection = await db
    .selectFrom('connections')
    .select('user_id')
    .where('user_id', '=', viewerId)
    .where('connected_user_id', '=', otherId)
    .executeTakeFirst();
  if (connection) return { status: 'connected', requestId: null };
  // Two index lookups instead of one OR: SQLite's planner fails on an OR over the partial
  // "pending pair" index ("internal query planner error").
  const pending = (senderId: number, receiverId: number) =>
    db
      .selectFrom('connection_requests')
      .select('id')
      .where('sender_id', '=', senderId)
      .where('receiver_id', '=', receiverId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  const [sent, received] = await Promise.all([pending(viewerId, otherId), pending(otherId, viewerId)]);
  if (sent) return { status: 'pending_sent', requestId: sent.id };
  if (received) return { status: 'pending_received', requestId: received.id };
  return { status: 'none', requestId: null };
}

/** A member's full profile as another member (or they themselves) sees it. */
export async function getPublicProfile(db: Kysely<DB>, options: { viewerId: number; userName: string }) {
  const user = await getVisibleUserByName(db, options.userName, options.viewerId);
  const [entries, connection] = await Promise.all([
    findAllEntries(db, user.id),
    getConnectionStatus(db, options.viewerId, user.id),
  ]);
  return { user, entries, connection };
}

/**
 * The completeness inputs of a member in one query (picture, summary, which sections have entries).
 * What the member answered in the onboarding counts too: an education, years of experience (also
 * none) and further trainings given there fill those sections until the member adds CV entries.
 */
export async function getProfileCompletenessInput(db: Kysely<DB>, userId: number) {
  const has = (table: (typeof SECTION_TABLES)[keyof typeof SECTION_TABLES]) =>
    sql<number>`(select count(*) from ${sql.table(table)} where user_id = ${userId})`;
  const row = await db
    .selectFrom('users')
    .leftJoin('user_onboarding as uo', 'uo.user_id', 'users.id')
    .select([
      'users.profile_picture_path',
      'users.summary',
      'uo.education',
      'uo.years_of_experience',
      'uo.trainings',
    ])
    .select([
      has(SECTION_TABLES.experiences).as('experiences'),
      has(SECTION_TABLES.educations).as('educations'),
      has(SECTION_TABLES.languages).as('languages'),
      has(SECTION_TABLES.skills).as('skills'),
      has(SECTION_TABLES.trainings).as('trainings_count'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const answered = (value: unknown) => (value === null || value === undefined || value === '' ? 0 : 1);
  const onboardingTrainings = row.trainings ? (JSON.parse(row.trainings) as unknown[]).length : 0;
  return {
    profilePicture: row.profile_picture_path,
    summary: row.summary,
    jobExperiences: Number(row.experiences) + answered(row.years_of_experience),
    educations: Number(row.educations) + answered(row.education),
    languages: Number(row.languages),
    skills: Number(row.skills),
    trainings: Number(row.trainings_count) + onboardingTrainings,
  };
}
