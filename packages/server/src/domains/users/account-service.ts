/**
 * Account use cases behind a password: e-mail and password change, sessions, the personal-data
 * export and account deletion (design in docs/users.md).
 */
import { DELETED_MEMBER_NAME, normalizeEmail, PROFILE_MESSAGES, type TUserSession } from '@pflegepuls/shared';
import type { Kysely } from 'kysely';
import type { TConfig } from '../../config.ts';
import { hashToken } from '../../platform/crypto.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';
import { deleteAllEntries, findAllEntries } from './entries.ts';
import { getNotificationPreferences, presentNotificationPreferences } from './notification-preferences.ts';
import { removePictureFiles } from './settings-service.ts';
import type { TAccountData } from '../../platform/account-data.ts';

/** Checks the member's current password; a wrong one is a 422 on `field`. */
export async function checkCurrentPassword(
  db: Kysely<DB>,
  options: { userId: number; password: string; field: string },
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', options.userId)
    .executeTakeFirst();
  const isValid = await verifyPassword(row?.password_hash ?? null, options.password);
  if (!isValid) throw validationError({ [options.field]: [PROFILE_MESSAGES.wrongPassword] });
}

/** Changes the login address after the password check; an address in use is a 422. */
export async function changeEmail(
  db: Kysely<DB>,
  options: { userId: number; newEmail: string; currentPassword: string },
): Promise<void> {
  await checkCurrentPassword(db, {
    userId: options.userId,
    password: options.currentPassword,
    field: 'currentPassword',
  });
  const email = normalizeEmail(options.newEmail);
  const holder = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (holder?.id === options.userId) throw validationError({ newEmail: [PROFILE_MESSAGES.emailUnchanged] });
  if (holder) throw validationError({ newEmail: [PROFILE_MESSAGES.emailTaken] });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email, updated_at: Date.now() })
      .where('id', '=', options.userId)
      .execute();
    // Links mailed to the old address must not work any more.
    await trx.deleteFrom('auth_tokens').where('user_id', '=', options.userId).execute();
  });
}

/** Sets a new password and ends every other session of the member; this one stays. */
export async function changePassword(
  db: Kysely<DB>,
  options: { userId: number; currentSessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  await checkCurrentPassword(db, {
    userId: options.userId,
    password: options.currentPassword,
    field: 'currentPassword',
  });
  const passwordHash = await hashPassword(options.newPassword);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', options.userId)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', options.userId)
      .where('id', '!=', options.currentSessionId)
      .execute();
    await trx.deleteFrom('auth_tokens').where('user_id', '=', options.userId).execute();
  });
}

/** The handle a session is shown with: derived from, but never equal to, the stored token hash. */
function sessionHandle(sessionId: string): string {
  return hashToken(`session-handle:${sessionId}`).slice(0, 24);
}

function describeDevice(userAgent: string | null): {
  device: string;
  deviceType: TUserSession['deviceType'];
} {
  const { browser, os, deviceType } = describeUserAgent(userAgent);
  const device = browser && os ? `${browser} auf ${os}` : (browser ?? os ?? 'Unbekanntes Gerät');
  return { device, deviceType };
}

/** The member's live sessions, the current one first, then by last activity. */
export async function findSessions(
  db: Kysely<DB>,
  options: { userId: number; currentSessionId: string },
): Promise<TUserSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_active_at'])
    .where('user_id', '=', options.userId)
    .where('expires_at', '>', Date.now())
    .orderBy('last_active_at', 'desc')
    .execute();
  return rows
    .map((row) => ({
      id: sessionHandle(row.id),
      ...describeDevice(row.user_agent),
      createdAt: row.created_at,
      lastActiveAt: row.last_active_at,
      isCurrent: row.id === options.currentSessionId,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Ends one of the member's other sessions by its handle; the current one ends by logging out. */
export async function endSession(
  db: Kysely<DB>,
  options: { userId: number; currentSessionId: string; handle: string },
): Promise<void> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', options.userId).execute();
  const target = rows.find((row) => sessionHandle(row.id) === options.handle);
  if (!target) throw new AppError('NOT_FOUND', 'Diese Sitzung gibt es nicht mehr.');
  if (target.id === options.currentSessionId) throw new AppError('CONFLICT', PROFILE_MESSAGES.currentSession);
  await db.deleteFrom('sessions').where('id', '=', target.id).execute();
}

/** Ends every session of the member except the current one. */
export async function endOtherSessions(
  db: Kysely<DB>,
  options: { userId: number; currentSessionId: string },
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', options.userId)
    .where('id', '!=', options.currentSessionId)
    .execute();
}

function parseJsonList(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Everything stored about the member, as JSON: account, onboarding answers, profile entries,
 * settings, sessions (without token hashes or handles) and the sections other domains register.
 */
export async function exportPersonalData(
  db: Kysely<DB>,
  accountData: TAccountData,
  userId: number,
): Promise<Record<string, unknown>> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const onboarding = await db
    .selectFrom('user_onboarding')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const memberships = await db
    .selectFrom('closed_area_memberships')
    .select(['closed_area_id', 'accepted_terms_version', 'accepted_at'])
    .where('user_id', '=', userId)
    .execute();
  const sessions = await db
    .selectFrom('sessions')
    .select(['user_agent', 'ip', 'created_at', 'last_active_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();
  const { password_hash: _hash, apple_sub: appleSub, ...account } = user;
  const answers = onboarding
    ? {
        ...onboarding,
        trainings: parseJsonList(onboarding.trainings),
        work_areas: parseJsonList(onboarding.work_areas),
        work_areas_hospital: parseJsonList(onboarding.work_areas_hospital),
        work_areas_detailed: parseJsonList(onboarding.work_areas_detailed),
      }
    : null;
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, hasPassword: user.password_hash !== null, hasAppleLogin: appleSub !== null },
    onboarding: answers,
    closedAreaMemberships: memberships,
    profile: await findAllEntries(db, userId),
    notificationPreferences: presentNotificationPreferences(await getNotificationPreferences(db, userId)),
    sessions,
    ...(await accountData.collectExport(db, userId)),
  };
}

/**
 * Deletes an account after the password check: login, sessions, tokens, personal data, profile
 * entries, queued mails and picture files go; the users row stays as "Gelöschtes Mitglied" so the
 * member's posts and comments keep a (now anonymous) author. Other domains (network, notifications,
 * chat, groups, events, presence) remove their part through `deps.accountData`.
 */
export async function deleteAccount(
  db: Kysely<DB>,
  config: TConfig,
  accountData: TAccountData,
  options: { userId: number; password: string },
): Promise<void> {
  await checkCurrentPassword(db, { userId: options.userId, password: options.password, field: 'password' });
  const { userId } = options;
  const account = await db
    .selectFrom('users')
    .select(['email', 'profile_picture_path'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [firstName, lastName] = DELETED_MEMBER_NAME.split(' ') as [string, string];
  const now = Date.now();
  const afterCommit = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        // An address no one can own or receive mail at keeps the unique index and blocks every login path.
        email: `geloescht-${userId}@deleted.invalid`,
        password_hash: null,
        apple_sub: null,
        first_name: firstName,
        last_name: lastName,
        user_name: `geloescht-${userId}`,
        current_position: null,
        summary: null,
        plz: null,
        country: null,
        location_city: null,
        location_state: null,
        latitude: null,
        longitude: null,
        profile_picture_path: null,
        profile_picture_updated_at: null,
        last_seen_at: null,
        hide_online_status: 1,
        primary_closed_area_id: null,
        go_to_area_after_login: 0,
        is_admin: 0,
        is_urocampus_member: 0,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_onboarding').where('user_id', '=', userId).execute();
    await trx.deleteFrom('closed_area_memberships').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_quiet_hours').where('user_id', '=', userId).execute();
    await trx
      .updateTable('registration_sessions')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('onboarding_sessions')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
    await deleteAllEntries(trx, userId);
    // Mails to the old address hold its name and login links; unsent ones must not go out any more.
    await trx.deleteFrom('mail_outbox').where('to_address', '=', account.email).execute();
    await trx.insertInto('user_deletions').values({ user_id: userId, deleted_at: now }).execute();
    return accountData.runDeletion(trx, userId);
  });
  await removePictureFiles(config, account.profile_picture_path);
  for (const after of afterCommit) await after();
}
