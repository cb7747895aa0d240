/**
 * The matcher (docs/matcher.md): talents matched to job ads by commute, work area, qualification and
 * fit, with reasons; the admin sync (001 §2.4, §4.3, §7.3) and its notifications.
 */
import { z } from 'zod';
import { ZJobAdCard } from './jobs.ts';

export const MATCHER_PATHS = {
  /** 001 §7.3: admins queue a full sync. */
  trigger: '/matcher-sync/trigger',
  /** 001 §7.3: the admin's own matcher-sync notifications (the spec leaves the path open). */
  notifications: '/matcher-sync/notifications',
  /** "Passende Jobs für dich". */
  myMatches: '/api/jobs/matches',
  /** "Vorgeschlagene Talente" of one ad (its company's team and admins). */
  suggestedTalents: '/api/jobs/:uid/suggested-talents',
} as const;

/** The notification type of a finished (or failed) sync, sent to every admin. */
export const MATCHER_SYNC_NOTIFICATION_TYPE = 'admin_debug_matcher_sync';
/** 001 §7.3: the screen asks for offset 0, limit 20 and keeps 5. */
export const MATCHER_SYNC_LIST_LIMIT = 20;
export const MATCHER_SYNC_LIST_KEEP = 5;
/** The spec's sync:kunden-lists, the job type in debugData. */
export const MATCHER_JOB_TYPE = 'sync:kunden-lists';

/** Radius per commute preference; null: any distance (more than 30 km, relocation). */
export const COMMUTE_RADIUS_KM = {
  up_to_15: 15,
  up_to_20: 20,
  up_to_30: 30,
  more_than_30: null,
  relocate: null,
} as const;
/** Members not seen for this long drop out of the matching. */
export const MATCHER_INACTIVE_DAYS = 90;
/** Talents kept per job ad (the company's list) and jobs kept per talent. */
export const MATCHER_TALENTS_PER_AD = 50;
export const MATCHER_JOBS_PER_TALENT = 10;

export const MATCHER_MESSAGES = {
  alreadyRunning:
    'Der Matcher-Sync läuft gerade schon. Warte, bis er fertig ist, und versuche es dann erneut.',
  queued:
    'Der Matcher-Sync ist eingereiht. Er dauert in der Regel unter einer Minute; du bekommst eine Benachrichtigung, sobald er fertig ist.',
  offsetInvalid: 'Ungültiger Versatz.',
  limitInvalid: `Es können 1 bis ${MATCHER_SYNC_LIST_LIMIT} Einträge geladen werden.`,
  noTeam: 'Vorgeschlagene Talente sieht nur das Team des Arbeitgebers.',
  syncSucceeded: (matches: number) =>
    `Matcher-Sync abgeschlossen: ${matches.toLocaleString('de-DE')} passende Paare`,
  syncFailed: 'Matcher-Sync fehlgeschlagen: die bisherigen Listen bleiben bestehen',
} as const;

export const ZMatcherSyncListQuery = z.object({
  offset: z.coerce.number({ error: MATCHER_MESSAGES.offsetInvalid }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce
    .number({ error: MATCHER_MESSAGES.limitInvalid })
    .int(MATCHER_MESSAGES.limitInvalid)
    .min(1, MATCHER_MESSAGES.limitInvalid)
    .max(MATCHER_SYNC_LIST_LIMIT, MATCHER_MESSAGES.limitInvalid)
    .default(MATCHER_SYNC_LIST_LIMIT),
});

/** 000 §3 debugData of a matcher-sync notification. */
export const ZMatcherDebugData = z.object({
  status: z.enum(['success', 'failed']),
  job_type: z.string(),
  executed_at: z.string(),
  duration_seconds: z.number(),
  statistics: z.record(z.string(), z.unknown()),
  companies: z.record(z.string(), z.unknown()),
  jobs: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
});
export type TMatcherDebugData = z.infer<typeof ZMatcherDebugData>;

/** 001 §3.3: one matcher-sync notification as the screen shows it. */
export const ZMatcherSyncNotification = z.object({
  id: z.number(),
  messageType: z.string(),
  messageText: z.string(),
  debugTitle: z.string(),
  debugData: ZMatcherDebugData,
  optional: z.string().nullable(),
  optional1: z.string().nullable(),
  createdAt: z.number(),
  createdAtShort: z.string(),
});
export type TMatcherSyncNotification = z.infer<typeof ZMatcherSyncNotification>;

export const ZMatcherSyncList = z.object({
  notifications: z.array(ZMatcherSyncNotification),
  totalCount: z.number(),
});
export type TMatcherSyncList = z.infer<typeof ZMatcherSyncList>;

export const ZMatcherTriggerResult = z.object({
  success: z.literal(true),
  data: z.object({ note: z.string(), runId: z.number() }),
});
export type TMatcherTriggerResult = z.infer<typeof ZMatcherTriggerResult>;

/** Why a pair fits ("passt, weil …") and what is missing ("fehlt: …"), in German. */
export const ZMatchReasons = z.object({
  score: z.number(),
  distanceKm: z.number(),
  reasons: z.array(z.string()),
  missing: z.array(z.string()),
});

export const ZJobMatch = ZMatchReasons.extend({ jobAd: ZJobAdCard });
export type TJobMatch = z.infer<typeof ZJobMatch>;
export const ZJobMatchList = z.object({
  matches: z.array(ZJobMatch),
  /** What keeps the member out of the matching, if anything (e.g. no postal code). */
  hint: z.string().nullable(),
});
export type TJobMatchList = z.infer<typeof ZJobMatchList>;

export const ZSuggestedTalent = ZMatchReasons.extend({
  user: z.object({
    id: z.number(),
    userName: z.string(),
    fullName: z.string(),
    profilePicture: z.string().nullable(),
  }),
  qualification: z.string(),
  /** Contact is possible: the member applied to this ad. */
  hasApplied: z.boolean(),
});
export type TSuggestedTalent = z.infer<typeof ZSuggestedTalent>;
export const ZSuggestedTalentList = z.object({ talents: z.array(ZSuggestedTalent) });
export type TSuggestedTalentList = z.infer<typeof ZSuggestedTalentList>;
