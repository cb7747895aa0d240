/**
 * Reading the current run: "Passende Jobs für dich" for a member and "Vorgeschlagene Talente" of an
 * ad for its company, worded for each. What must hold at once (the member still wants offers, does
 * not hide from the company, was seen lately; the ad is still open) is checked here, when read, not
 * only when the run matched.
 */
import type { Kysely } from 'kysely';
import {
  EDUCATION_OPTIONS,
  MATCH_HINTS,
  MATCHER_INACTIVE_DAYS,
  MATCHER_JOBS_PER_TALENT,
  MATCHER_SYNC_NOTIFICATION_TYPE,
  MATCHER_TALENTS_PER_AD,
  formatRelativeTime,
  getOptionLabel,
  type TJobMatchList,
  type TMatchHintCode,
  type TMatcherDebugData,
  type TMatcherSyncList,
  type TSuggestedTalentList,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { memberPoint } from '../companies/geo.ts';
import { openJobCardsByIds } from '../jobs/service.ts';
import { parseRowData } from '../notifications/present.ts';
import { presentProfilePicture } from '../users/summary.ts';
import { parseReasons, wordReasons } from './reasons.ts';

type TDb = Kysely<DB>;
const DAY_MS = 86_400_000;

const hint = (code: TMatchHintCode) => ({ code, text: MATCH_HINTS[code] });

export async function currentRunId(db: TDb): Promise<number | null> {
  const state = await db
    .selectFrom('matcher_state')
    .select('current_run_id')
    .where('id', '=', 1)
    .executeTakeFirst();
  return state?.current_run_id == null ? null : Number(state.current_run_id);
}

/** The member's best open matches with their reasons, or a hint why there are none. */
export async function listMyJobMatches(db: TDb, userId: number): Promise<TJobMatchList> {
  const member = await db
    .selectFrom('users as u')
    .leftJoin('user_onboarding as o', 'o.user_id', 'u.id')
    .select(['u.plz', 'u.latitude', 'o.wants_job_offers', 'o.commute_distance', 'o.work_areas'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!member || member.wants_job_offers !== 1) return { matches: [], hint: hint('no_offers') };
  if (member.latitude === null) return { matches: [], hint: hint('no_plz') };
  if (!member.commute_distance || !member.work_areas) return { matches: [], hint: hint('no_answers') };
  const runId = await currentRunId(db);
  if (runId === null) return { matches: [], hint: hint('no_run') };
  const rows = await db
    .selectFrom('matcher_matches')
    .select(['job_ad_id', 'score', 'distance_m', 'reasons'])
    .where('run_id', '=', runId)
    .where('user_id', '=', userId)
    .orderBy('sort_key', 'desc')
    // Some ads may have closed since the run: read a few more than shown.
    .limit(MATCHER_JOBS_PER_TALENT * 2)
    .execute();
  const cards = await openJobCardsByIds(
    db,
    rows.map((r) => Number(r.job_ad_id)),
    { userId, point: await memberPoint(db, userId) },
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const matches = rows
    .flatMap((r) => {
      const jobAd = byId.get(Number(r.job_ad_id));
      if (!jobAd) return [];
      return [
        {
          jobAd,
          score: r.score,
          distanceKm: Math.round(r.distance_m / 100) / 10,
          ...wordReasons(parseReasons(r.reasons), 'member'),
        },
      ];
    })
    .slice(0, MATCHER_JOBS_PER_TALENT);
  return { matches, hint: matches.length ? null : hint('nothing') };
}

/** The ad's suggested talents for its company (the caller checked the viewer may see them). */
export async function listSuggestedTalents(
  db: TDb,
  ad: { id: number; company_id: number },
  now = Date.now(),
): Promise<TSuggestedTalentList> {
  const runId = await currentRunId(db);
  if (runId === null) return { talents: [] };
  const rows = await db
    .selectFrom('matcher_matches as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('user_onboarding as o', 'o.user_id', 'u.id')
    .select([
      'm.user_id',
      'm.score',
      'm.distance_m',
      'm.reasons',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.profile_picture_path',
      'u.profile_picture_updated_at',
      'o.education',
    ])
    .where('m.run_id', '=', runId)
    .where('m.job_ad_id', '=', ad.id)
    .where('o.wants_job_offers', '=', 1)
    .where((eb) =>
      eb(eb.fn.coalesce('u.last_seen_at', 'u.created_at'), '>=', now - MATCHER_INACTIVE_DAYS * DAY_MS),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('discreet_companies as d')
            .select('d.user_id')
            .whereRef('d.user_id', '=', 'm.user_id')
            .where('d.company_id', '=', ad.company_id),
        ),
      ),
    )
    .orderBy('m.sort_key', 'desc')
    .limit(MATCHER_TALENTS_PER_AD)
    .execute();
  const ids = rows.map((r) => Number(r.user_id));
  const applied = ids.length
    ? new Set(
        (
          await db
            .selectFrom('job_applications')
            .select('user_id')
            .where('job_ad_id', '=', ad.id)
            .where('user_id', 'in', ids)
            .execute()
        ).map((r) => Number(r.user_id)),
      )
    : new Set<number>();
  return {
    talents: rows.map((r) => ({
      user: {
        id: Number(r.user_id),
        userName: r.user_name,
        fullName: `${r.first_name} ${r.last_name}`.trim(),
        profilePicture: presentProfilePicture(r),
      },
      qualification: r.education ? getOptionLabel(EDUCATION_OPTIONS, r.education) : 'Keine Angabe',
      score: r.score,
      distanceKm: Math.round(r.distance_m / 100) / 10,
      hasApplied: applied.has(Number(r.user_id)),
      ...wordReasons(parseReasons(r.reasons), 'recruiter'),
    })),
  };
}

/** 001 §3.3: the admin's matcher-sync notifications, newest first, with the total. */
export async function listMatcherSyncNotifications(
  db: TDb,
  adminId: number,
  query: { offset: number; limit: number },
  now = Date.now(),
): Promise<TMatcherSyncList> {
  const base = db
    .selectFrom('notifications')
    .where('user_id', '=', adminId)
    .where('type', '=', MATCHER_SYNC_NOTIFICATION_TYPE);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'type', 'data', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(total.n),
    notifications: rows.flatMap((row) => {
      const data = parseRowData(row.data);
      const debug = data.debug as TMatcherDebugData | undefined;
      if (!debug) return [];
      const stats = debug.statistics as Record<string, unknown>;
      return [
        {
          id: row.id,
          messageType: row.type,
          messageText: data.text ?? '',
          debugTitle: debug.status === 'success' ? 'Matcher-Sync erfolgreich' : 'Matcher-Sync fehlgeschlagen',
          debugData: debug,
          optional:
            typeof stats.talents_considered === 'number'
              ? `${stats.talents_considered.toLocaleString('de-DE')} Talente × ${Number(stats.ads_considered).toLocaleString('de-DE')} Stellen`
              : null,
          optional1: `Dauer: ${debug.duration_seconds.toLocaleString('de-DE')} s`,
          createdAt: row.updated_at,
          createdAtShort: formatRelativeTime(row.updated_at, now),
        },
      ];
    }),
  };
}
