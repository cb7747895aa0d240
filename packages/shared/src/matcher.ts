/**
 * The matcher (docs/matcher.md): talents matched to job ads by commute, work area, qualification and
 * fit, with reasons; the admin sync (001 §2.4, §4.3, §7.3) and its notifications.
 */
import { z } from 'zod';
import { ZJobAdCard } from './jobs.ts';
import { ZProfilePicture } from './users.ts';
import { MATCH_HINT_CODES, MATCHER_MESSAGES, MATCHER_SYNC_LIST_LIMIT } from './matcher-messages.ts';

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
  /** Why there are no matches: the member wants no offers, lacks a postal code or answers, … */
  hint: z.object({ code: z.enum(MATCH_HINT_CODES), text: z.string() }).nullable(),
});
export type TJobMatchList = z.infer<typeof ZJobMatchList>;

export const ZSuggestedTalent = ZMatchReasons.extend({
  user: z.object({
    id: z.number(),
    userName: z.string(),
    fullName: z.string(),
    profilePicture: ZProfilePicture.nullable(),
  }),
  qualification: z.string(),
  /** Contact is possible: the member applied to this ad. */
  hasApplied: z.boolean(),
});
export type TSuggestedTalent = z.infer<typeof ZSuggestedTalent>;
export const ZSuggestedTalentList = z.object({ talents: z.array(ZSuggestedTalent) });
export type TSuggestedTalentList = z.infer<typeof ZSuggestedTalentList>;
