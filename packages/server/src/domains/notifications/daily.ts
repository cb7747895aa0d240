/**
 * Daily notification jobs: new Urocampus members (one grouped notification per member of the area
 * and day), inactivity reminders, and the e-mail digest. Each job is claimed per Europe/Berlin day
 * in `notification_job_runs`, so several instances (or restarts) run it once a day.
 */
import { sql, type Kysely } from 'kysely';
import {
  NEW_MEMBERS_LISTED_MAX,
  NOTIFICATION_DIGEST_AWAY_DAYS,
  NOTIFICATION_DIGEST_MAX_ITEMS,
  UROCAMPUS_AREA_ID,
  UROCAMPUS_INACTIVITY_DAYS,
  type TNotification,
  DAY_MS,
  getCalendarDay,
} from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { yieldToRequests } from '../../platform/jobs.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import { purgeDecidedApplications } from '../applications/lifecycle.ts';
import { collectJobAlerts } from '../jobs/alerts.ts';
import { recordNotification } from './generate.ts';
import { sendChatDigests } from '../chat/digest.ts';
import type { TMail, TMailer } from '../../platform/mail.ts';
import {
  isNotificationReceiver,
  presentNotificationRows,
  selectNotificationRows,
  type TNotificationDelivery,
} from './service.ts';

/** The preference row that holds the digest switch (see domains/users/notification-preferences.ts). */
const DIGEST_PREFERENCE = 'digest';
/** Members handled per digest query, so one run never loads every member at once. */
const DIGEST_BATCH = 200;

export const DAILY_JOB_NAMES = [
  'new_urocampus_members',
  'urocampus_inactivity',
  'email_digest',
  'chat_email_digest',
  'application_retention',
  'job_alerts',
] as const;
export type TDailyJobName = (typeof DAILY_JOB_NAMES)[number];

/** A number in a SELECT list that PostgreSQL types as bigint (a bare parameter would be text). */
const int = (value: number) => sql<number>`cast(${value} as bigint)`;
/** A text parameter in a SELECT list. */
const text = (value: string) => sql<string>`cast(${value} as text)`;

/** Claims today's run of a job; false when another run (instance) has it already. */
async function claimRun(db: Kysely<DB>, name: TDailyJobName, now: number): Promise<{ since: number } | null> {
  const previous = await db
    .selectFrom('notification_job_runs')
    .select('started_at')
    .where('name', '=', name)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const claimed = await db
    .insertInto('notification_job_runs')
    .values({ name, day: getCalendarDay(now), started_at: now, finished_at: null, statistics: null })
    .onConflict((oc) => oc.columns(['name', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  return { since: previous?.started_at ?? now - DAY_MS };
}

async function finishRun(
  db: Kysely<DB>,
  name: TDailyJobName,
  now: number,
  statistics: Record<string, number>,
) {
  await db
    .updateTable('notification_job_runs')
    .set({ finished_at: Date.now(), statistics: JSON.stringify(statistics) })
    .where('name', '=', name)
    .where('day', '=', getCalendarDay(now))
    .execute();
}

/** What the notifying jobs take besides the time: the live delivery (the seed passes none). */
type TNotifyOptions = { now: number; deliver?: TNotificationDelivery };

/**
 * One notification per Urocampus member listing who joined since the last run (the joiners
 * themselves are not told about each other's arrival on their first day). One INSERT … SELECT,
 * whatever the number of members; then the new rows go to open tabs and pushes.
 */
export async function notifyNewUrocampusMembers(db: Kysely<DB>, options: TNotifyOptions & { since: number }) {
  const started = Date.now();
  const joined = await db
    .selectFrom('closed_area_memberships')
    .select(['user_id'])
    .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
    .where('accepted_at', '>=', options.since)
    .where('accepted_at', '<', options.now)
    .orderBy('accepted_at', 'desc')
    .execute();
  const joinedIds = [...new Set(joined.map((row) => row.user_id))];
  if (joinedIds.length === 0) return { newMembers: 0, recipients: 0 };
  const data = JSON.stringify({
    newMemberIds: joinedIds.slice(0, NEW_MEMBERS_LISTED_MAX),
    newMemberCount: joinedIds.length,
    debug: {
      status: 'success',
      job_type: 'closed_area_new_member',
      executed_at: new Date(options.now).toISOString(),
      duration_seconds: (Date.now() - started) / 1000,
      statistics: { newMembers: joinedIds.length },
    },
  });
  const groupKey = `closed_area_new_member:${UROCAMPUS_AREA_ID}:${getCalendarDay(options.now)}`;
  const stored = await db
    .insertInto('notifications')
    .columns([
      'user_id',
      'type',
      'group_key',
      'actor_count',
      'event_count',
      'closed_area_id',
      'data',
      'is_seen',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id',
          text('closed_area_new_member').as('type'),
          text(groupKey).as('group_key'),
          int(0).as('actor_count'),
          int(1).as('event_count'),
          int(UROCAMPUS_AREA_ID).as('closed_area_id'),
          text(data).as('data'),
          int(0).as('is_seen'),
          int(options.now).as('created_at'),
          int(options.now).as('updated_at'),
        ])
        .where('users.is_urocampus_member', '=', 1)
        .where('users.id', 'not in', joinedIds)
        .where(isNotificationReceiver),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_key']).doNothing())
    .returning(['id', 'user_id as userId'])
    .execute();
  await options.deliver?.(stored);
  return { newMembers: joinedIds.length, recipients: stored.length };
}

/**
 * Reminds Urocampus members not seen for UROCAMPUS_INACTIVITY_DAYS, once per absence: the key
 * holds the last visit, so the same absence never produces a second reminder.
 */
export async function notifyInactiveUrocampusMembers(db: Kysely<DB>, options: TNotifyOptions) {
  const cutoff = options.now - UROCAMPUS_INACTIVITY_DAYS * DAY_MS;
  const type = `${UROCAMPUS_INACTIVITY_DAYS}_days_inactive_in_urocampus`;
  const stored = await db
    .insertInto('notifications')
    .columns([
      'user_id',
      'type',
      'group_key',
      'actor_count',
      'event_count',
      'closed_area_id',
      'is_seen',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => [
          'users.id',
          text(type).as('type'),
          sql<string>`cast(${`${type}:`} as text) || cast(${s.ref('users.last_seen_at')} as text)`.as(
            'group_key',
          ),
          int(0).as('actor_count'),
          int(1).as('event_count'),
          int(UROCAMPUS_AREA_ID).as('closed_area_id'),
          int(0).as('is_seen'),
          int(options.now).as('created_at'),
          int(options.now).as('updated_at'),
        ])
        .where('users.is_urocampus_member', '=', 1)
        .where('users.last_seen_at', 'is not', null)
        .where('users.last_seen_at', '<', cutoff)
        .where(isNotificationReceiver),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_key']).doNothing())
    .returning(['id', 'user_id as userId'])
    .execute();
  await options.deliver?.(stored);
  return { reminded: stored.length };
}

/** One notification per saved search with new matching ads (docs/jobs.md "Job alerts"). */
export async function notifyJobAlerts(db: Kysely<DB>, options: TNotifyOptions) {
  const stored: { id: number; userId: number }[] = [];
  for (const alert of await collectJobAlerts(db, options.now)) {
    await yieldToRequests();
    const { id } = await recordNotification(
      db,
      {
        userId: alert.userId,
        type: 'job_alert',
        groupKey: `job_alert:${alert.searchId}`,
        actorId: null,
        data: { text: alert.text, url: alert.url },
      },
      options.now,
    );
    stored.push({ id, userId: alert.userId });
  }
  await options.deliver?.(stored);
  return { alerted: stored.length };
}

/** The German digest mail. */
export function digestMail(options: {
  productName: string;
  publicUrl: string;
  to: string;
  firstName: string;
  notifications: TNotification[];
  total: number;
}): TMail {
  const { productName, publicUrl, notifications, total } = options;
  const url = `${publicUrl}/benachrichtigungen`;
  const settingsUrl = `${publicUrl}/einstellungen`;
  const more = total - notifications.length;
  const subject =
    total === 1
      ? `Du hast 1 neue Benachrichtigung bei ${productName}`
      : `Du hast ${total} neue Benachrichtigungen bei ${productName}`;
  const intro = `während du weg warst, ist bei ${productName} einiges passiert:`;
  const list = notifications.map((n) => `${n.messageText} (${n.createdAtShort})`);
  if (more > 0) list.push(more === 1 ? 'und 1 weitere' : `und ${more} weitere`);
  return composeMail({
    productName,
    to: options.to,
    subject,
    greeting: `Hallo ${options.firstName},`,
    paragraphs: [intro],
    list,
    action: { label: 'Alle Benachrichtigungen ansehen', url },
    footer: `Du möchtest diese Zusammenfassung nicht mehr bekommen? Schalte sie in deinen Einstellungen ab: ${settingsUrl}`,
  });
}

/**
 * One e-mail to each member away for NOTIFICATION_DIGEST_AWAY_DAYS with unseen notifications newer
 * than their last digest, if the digest is on. `covered_until` moves past what was mailed, so the
 * same notification is never mailed twice.
 */
export async function sendNotificationDigests(
  db: Kysely<DB>,
  options: { mailer: TMailer; config: Pick<TConfig, 'productName' | 'publicUrl'>; now: number },
) {
  const cutoff = options.now - NOTIFICATION_DIGEST_AWAY_DAYS * DAY_MS;
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const members = await db
      .selectFrom('users')
      .leftJoin('notification_digests as d', 'd.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.first_name', 'd.covered_until'])
      .where('users.id', '>', afterId)
      .where('users.last_seen_at', '<', cutoff)
      // The digest switch of the settings (users domain): a 'digest' row with email 0 means off.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notification_preferences as p')
              .select(sql`1`.as('one'))
              .whereRef('p.user_id', '=', 'users.id')
              .where('p.category', '=', DIGEST_PREFERENCE)
              .where('p.email', '=', 0),
          ),
        ),
      )
      .where(isNotificationReceiver)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select(sql`1`.as('one'))
            .whereRef('n.user_id', '=', 'users.id')
            .where('n.is_seen', '=', 0)
            .where((w) => w('n.updated_at', '>', w.fn.coalesce('d.covered_until', sql<number>`0`))),
        ),
      )
      .orderBy('users.id')
      .limit(DIGEST_BATCH)
      .execute();
    if (members.length === 0) break;
    for (const member of members) {
      await yieldToRequests();
      const coveredUntil = member.covered_until ?? 0;
      const base = selectNotificationRows(db)
        .where('n.user_id', '=', member.id)
        .where('n.is_seen', '=', 0)
        .where('n.updated_at', '>', coveredUntil);
      const [rows, totals] = await Promise.all([
        base
          .orderBy('n.updated_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(NOTIFICATION_DIGEST_MAX_ITEMS)
          .execute(),
        db
          .selectFrom('notifications')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('latest')])
          .where('user_id', '=', member.id)
          .where('is_seen', '=', 0)
          .where('updated_at', '>', coveredUntil)
          .executeTakeFirstOrThrow(),
      ]);
      if (rows.length === 0) continue;
      const notifications = await presentNotificationRows(db, rows, { now: options.now, isAdmin: false });
      await options.mailer.queue(
        digestMail({
          productName: options.config.productName,
          publicUrl: options.config.publicUrl,
          to: member.email,
          firstName: member.first_name,
          notifications,
          total: Number(totals.n),
        }),
      );
      const latest = Number(totals.latest);
      await db
        .insertInto('notification_digests')
        .values({ user_id: member.id, covered_until: latest, last_sent_at: options.now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ covered_until: latest, last_sent_at: options.now }),
        )
        .execute();
      sent++;
    }
    afterId = members.at(-1)!.id;
  }
  return { sent };
}

/**
 * Runs every daily job not yet run today (claimed per day, so safe to call often). `deliver` tells
 * the receivers of the new notifications right away (the routes pass the live delivery).
 */
export async function runDailyNotificationJobs(
  db: Kysely<DB>,
  options: {
    mailer: TMailer;
    config: Pick<TConfig, 'productName' | 'publicUrl' | 'dataDir' | 'applicationRetentionDays'>;
    now?: number;
    deliver?: TNotificationDelivery;
  },
): Promise<Partial<Record<TDailyJobName, Record<string, number>>>> {
  const now = options.now ?? Date.now();
  const results: Partial<Record<TDailyJobName, Record<string, number>>> = {};
  const members = await claimRun(db, 'new_urocampus_members', now);
  if (members) {
    results.new_urocampus_members = await notifyNewUrocampusMembers(db, {
      since: members.since,
      now,
      deliver: options.deliver,
    });
    await finishRun(db, 'new_urocampus_members', now, results.new_urocampus_members);
  }
  if (await claimRun(db, 'urocampus_inactivity', now)) {
    results.urocampus_inactivity = await notifyInactiveUrocampusMembers(db, {
      now,
      deliver: options.deliver,
    });
    await finishRun(db, 'urocampus_inactivity', now, results.urocampus_inactivity);
  }
  if (await claimRun(db, 'email_digest', now)) {
    results.email_digest = await sendNotificationDigests(db, { ...options, now });
    await finishRun(db, 'email_digest', now, results.email_digest);
  }
  if (await claimRun(db, 'chat_email_digest', now)) {
    results.chat_email_digest = await sendChatDigests(db, { ...options, now });
    await finishRun(db, 'chat_email_digest', now, results.chat_email_digest);
  }
  if (await claimRun(db, 'job_alerts', now)) {
    results.job_alerts = await notifyJobAlerts(db, { now, deliver: options.deliver });
    await finishRun(db, 'job_alerts', now, results.job_alerts);
  }
  if (await claimRun(db, 'application_retention', now)) {
    results.application_retention = await purgeDecidedApplications(db, options.config, now);
    await finishRun(db, 'application_retention', now, results.application_retention);
  }
  return results;
}
