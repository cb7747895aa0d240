/**
 * Notification preferences: e-mail and push per category plus the digest switch. A missing row
 * means "on", so members who never opened the settings get everything. The notifications domain
 * reads `getNotificationPreferences` before it sends a push or an e-mail.
 */
import {
  CHAT_DIGEST_PREFERENCE,
  DEFAULT_NOTIFICATION_PREFERENCE,
  DEFAULT_QUIET_HOURS,
  timeOfDayMinutes,
  type TNotificationPreferencesUpdate,
  type TQuietHours,
  NOTIFICATION_PREFERENCE_CATEGORIES,
  type TNotificationPreferenceCategory,
  type TNotificationPreferences,
} from '@pflegepuls/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';

/** The row category that holds the digest switch (its `email` column). */
const DIGEST_CATEGORY = 'digest';

export type TChannelPreferences = Record<TNotificationPreferenceCategory, { email: boolean; push: boolean }>;

export type TStoredNotificationPreferences = {
  categories: TChannelPreferences;
  digest: boolean;
  chatDigest: boolean;
  quietHours: TQuietHours;
};

const asTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A member's quiet hours (off without a row). */
export async function getQuietHours(db: Kysely<DB>, userId: number): Promise<TQuietHours> {
  const row = await db
    .selectFrom('notification_quiet_hours')
    .select(['enabled', 'start_minute', 'end_minute'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_QUIET_HOURS };
  return { enabled: row.enabled === 1, start: asTime(row.start_minute), end: asTime(row.end_minute) };
}

/** A member's preferences with defaults filled in: `{ categories: {likes: {email, push}, …}, digest, quietHours }`. */
export async function getNotificationPreferences(
  db: Kysely<DB>,
  userId: number,
): Promise<TStoredNotificationPreferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['category', 'email', 'push'])
    .where('user_id', '=', userId)
    .execute();
  const stored = new Map(rows.map((row) => [row.category, row]));
  const categories = {} as TChannelPreferences;
  for (const category of NOTIFICATION_PREFERENCE_CATEGORIES) {
    const row = stored.get(category);
    categories[category] = row
      ? { email: row.email === 1, push: row.push === 1 }
      : { ...DEFAULT_NOTIFICATION_PREFERENCE };
  }
  const digest = stored.get(DIGEST_CATEGORY);
  return {
    categories,
    digest: digest ? digest.email === 1 : true,
    chatDigest: stored.get(CHAT_DIGEST_PREFERENCE)?.email !== 0,
    quietHours: await getQuietHours(db, userId),
  };
}

/** The wire shape of the settings page. */
export function presentNotificationPreferences(
  preferences: TStoredNotificationPreferences,
): TNotificationPreferences {
  return {
    categories: NOTIFICATION_PREFERENCE_CATEGORIES.map((category) => ({
      category,
      ...preferences.categories[category],
    })),
    digest: preferences.digest,
    chatDigest: preferences.chatDigest,
    quietHours: preferences.quietHours,
  };
}

/** Stores the given categories, the digest and, when sent, the quiet hours (upserts). */
export async function updateNotificationPreferences(
  db: Kysely<DB>,
  userId: number,
  input: TNotificationPreferencesUpdate,
): Promise<void> {
  const now = Date.now();
  const rows = [
    ...input.categories.map((c) => ({
      user_id: userId,
      category: c.category,
      email: c.email ? 1 : 0,
      push: c.push ? 1 : 0,
      updated_at: now,
    })),
    { user_id: userId, category: DIGEST_CATEGORY, email: input.digest ? 1 : 0, push: 0, updated_at: now },
    ...(input.chatDigest === undefined
      ? []
      : [
          {
            user_id: userId,
            category: CHAT_DIGEST_PREFERENCE,
            email: input.chatDigest ? 1 : 0,
            push: 0,
            updated_at: now,
          },
        ]),
  ];
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'category']).doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        push: eb.ref('excluded.push'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  if (input.quietHours) {
    await db
      .insertInto('notification_quiet_hours')
      .values({
        user_id: userId,
        enabled: input.quietHours.enabled ? 1 : 0,
        start_minute: timeOfDayMinutes(input.quietHours.start),
        end_minute: timeOfDayMinutes(input.quietHours.end),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          start_minute: eb.ref('excluded.start_minute'),
          end_minute: eb.ref('excluded.end_minute'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}
