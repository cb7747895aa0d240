/**
 * Moderation (issue 24, docs/moderation.md): reports, blocks and mutes, the admins' queue and
 * actions, statements of reasons and appeals. The server validates with these schemas.
 */
import { z } from './zod.ts';
import {
  MODERATION_ACTIONS,
  MODERATION_CONTENT_TYPES,
  MODERATION_MESSAGES as M,
  MODERATION_REASON_MAX,
  MODERATION_RULES,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
} from './moderation-messages.ts';

const ZId = z.coerce
  .number({ error: M.idInvalid })
  .int({ error: M.idInvalid })
  .min(1, { error: M.idInvalid })
  .max(2 ** 31 - 1, { error: M.idInvalid });
const ZContentType = z.enum(MODERATION_CONTENT_TYPES, { error: M.typeInvalid });
const ZReason = z.enum(REPORT_REASONS, { error: M.reasonMissing });

export const ZReportPayload = z.object({
  contentType: ZContentType,
  contentId: ZId,
  reason: ZReason,
  text: z.string({ error: M.textTooLong }).trim().max(REPORT_TEXT_MAX, { error: M.textTooLong }).optional(),
});
export type TReportPayload = z.infer<typeof ZReportPayload>;

export const ZOkMessage = z.object({ success: z.literal(true), message: z.string() });

export const ZModerationUserNameParams = z.object({
  userName: z
    .string({ error: M.userNameMissing })
    .trim()
    .min(1, { error: M.userNameMissing })
    .max(200, { error: M.userNotFound }),
});
export const ZMomentIdParams = z.object({ momentId: ZId });

export const ZBlockedMember = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  since: z.number(),
});
export const ZBlocksAnswer = z.object({
  blocks: z.array(ZBlockedMember),
  /** Authors blocked from an anonymous moment: only a count, never who. */
  anonymousBlocks: z.number(),
  mutes: z.array(ZBlockedMember),
});
export type TBlocksAnswer = z.infer<typeof ZBlocksAnswer>;

// ---- Admin queue ----

export const ZQueueQuery = z.object({
  status: z.enum(['open', 'closed'], { error: M.statusInvalid }).default('open'),
  type: ZContentType.optional(),
  reason: ZReason.optional(),
  /** 0 = the community (and items outside any area), > 0 a closed area. */
  area: z.coerce
    .number({ error: M.areaInvalid })
    .int({ error: M.areaInvalid })
    .min(0, { error: M.areaInvalid })
    .max(2 ** 31 - 1, { error: M.areaInvalid })
    .optional(),
  sort: z.enum(['newest', 'most'], { error: M.statusInvalid }).default('newest'),
  cursor: z
    .string({ error: M.cursorInvalid })
    .regex(/^\d{1,16}_\d{1,10}$/, { error: M.cursorInvalid })
    .optional(),
});
export type TQueueQuery = z.infer<typeof ZQueueQuery>;

export const ZQueueItem = z.object({
  contentType: ZContentType,
  contentId: z.number(),
  /** A short excerpt of the item (never its anonymous author). */
  excerpt: z.string(),
  /** The author's name; null for moments and moment comments of the moment's author (anonymous). */
  authorName: z.string().nullable(),
  context: z.string().nullable(),
  reportCount: z.number(),
  reasons: z.array(z.object({ reason: ZReason, count: z.number() })),
  texts: z.array(z.string()),
  firstReportAt: z.number(),
  lastReportAt: z.number(),
  state: z.enum(['visible', 'hidden', 'deleted', 'pending', 'gone']),
  /** Held before it appeared: a blocked term or a new member's post under pre-moderation. */
  heldReason: z.enum(['term', 'new_member']).nullable(),
  /** The open reports' reporters so far: their decided reports, and how many led to an action. */
  reporterAccuracy: z.object({ decided: z.number(), upheld: z.number() }),
});
export type TQueueItem = z.infer<typeof ZQueueItem>;
export const ZModerationAreas = z.object({ areas: z.array(z.object({ id: z.number(), name: z.string() })) });
export type TModerationAreas = z.infer<typeof ZModerationAreas>;
export const ZQueuePage = z.object({ items: z.array(ZQueueItem), nextCursor: z.string().nullable() });
export type TQueuePage = z.infer<typeof ZQueuePage>;

export const ZItemParams = z.object({ type: ZContentType, id: ZId });

export const ZActionPayload = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: M.actionInvalid }),
    rule: z.enum(MODERATION_RULES, { error: M.ruleMissing }),
    reason: z
      .string({ error: M.reasonTextMissing })
      .trim()
      .min(1, { error: M.reasonTextMissing })
      .max(MODERATION_REASON_MAX, { error: M.reasonTextTooLong }),
    days: z.union([z.literal(1), z.literal(7), z.literal(30)], { error: M.daysInvalid }).optional(),
  })
  .refine((v) => v.action !== 'suspend' || v.days !== undefined, { error: M.daysInvalid, path: ['days'] });
export type TActionPayload = z.infer<typeof ZActionPayload>;
export const ZActionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  decisionId: z.number(),
});

// ---- Statements of reasons and appeals ----

export const ZDecision = z.object({
  id: z.number(),
  action: z.enum(MODERATION_ACTIONS),
  contentType: ZContentType,
  contentId: z.number(),
  rule: z.enum(MODERATION_RULES),
  reason: z.string(),
  days: z.number().nullable(),
  createdAt: z.number(),
  appealUntil: z.number(),
  appeal: z
    .object({ status: z.enum(['pending', 'granted', 'rejected']), text: z.string(), createdAt: z.number() })
    .nullable(),
});
export type TDecision = z.infer<typeof ZDecision>;
export const ZDecisionsAnswer = z.object({ decisions: z.array(ZDecision) });

export const ZAppealPayload = z.object({
  text: z
    .string({ error: M.appealTextMissing })
    .trim()
    .min(1, { error: M.appealTextMissing })
    .max(MODERATION_REASON_MAX, { error: M.reasonTextTooLong }),
});
export const ZIdParams = z.object({ id: ZId });
export const ZDecideAppealPayload = z.object({
  outcome: z.enum(['granted', 'rejected'], { error: M.outcomeInvalid }),
  reason: z
    .string({ error: M.reasonTextMissing })
    .trim()
    .min(1, { error: M.reasonTextMissing })
    .max(MODERATION_REASON_MAX, { error: M.reasonTextTooLong }),
});
export const ZAppealItem = z.object({
  id: z.number(),
  decision: ZDecision,
  decidedByMe: z.boolean(),
});
export const ZAppealsAnswer = z.object({ appeals: z.array(ZAppealItem) });

// ---- An item's history (admins) ----

/** Every report and every decision on one item, oldest first; reporters stay unnamed. */
export const ZItemHistory = z.object({
  reports: z.array(
    z.object({
      reason: ZReason,
      text: z.string().nullable(),
      createdAt: z.number(),
      status: z.enum(['open', 'closed']),
      outcome: z.string().nullable(),
    }),
  ),
  decisions: z.array(
    z.object({
      id: z.number(),
      action: z.enum(MODERATION_ACTIONS),
      rule: z.enum(MODERATION_RULES),
      reason: z.string(),
      days: z.number().nullable(),
      createdAt: z.number(),
      adminName: z.string(),
      appeal: z
        .object({
          status: z.enum(['pending', 'granted', 'rejected']),
          text: z.string(),
          createdAt: z.number(),
          decidedBy: z.string().nullable(),
          decidedAt: z.number().nullable(),
          reason: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type TItemHistory = z.infer<typeof ZItemHistory>;

// ---- Identifying a moment's author (four eyes) ----

export const ZIdentifyPayload = z.object({
  momentId: ZId,
  reason: z
    .string({ error: M.identifyReasonMissing })
    .trim()
    .min(20, { error: M.identifyReasonMissing })
    .max(MODERATION_REASON_MAX, { error: M.reasonTextTooLong }),
});
export const ZIdentifyRequestAnswer = z.object({ success: z.literal(true), requestId: z.number() });
/** An open request as the admins' list shows it: the moment and the reason, never its author. */
export const ZIdentifyRequest = z.object({
  id: z.number(),
  momentId: z.number(),
  excerpt: z.string(),
  reason: z.string(),
  requesterName: z.string(),
  createdAt: z.number(),
  /** The requester cannot approve or refuse their own request (four eyes). */
  requestedByMe: z.boolean(),
});
export type TIdentifyRequest = z.infer<typeof ZIdentifyRequest>;
export const ZIdentifyRequestsAnswer = z.object({ requests: z.array(ZIdentifyRequest) });
export const ZIdentifyApproveAnswer = z.object({
  success: z.literal(true),
  author: z.object({ userName: z.string(), firstName: z.string(), lastName: z.string() }),
});

// ---- Monthly figures (transparency report) ----

export const ZFiguresQuery = z.object({
  month: z.string({ error: M.monthInvalid }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: M.monthInvalid }),
  format: z.enum(['json', 'csv'], { error: M.monthInvalid }).default('json'),
});
export const ZFigures = z.object({
  month: z.string(),
  reportsReceived: z.number(),
  reportsByReason: z.array(z.object({ reason: ZReason, count: z.number() })),
  decisions: z.number(),
  /** Median time from a report to its decision, in hours (one decimal); null without decisions. */
  medianHoursToDecision: z.number().nullable(),
  actions: z.array(z.object({ action: z.enum(MODERATION_ACTIONS), count: z.number() })),
  appeals: z.object({ received: z.number(), pending: z.number(), granted: z.number(), rejected: z.number() }),
});
export type TFigures = z.infer<typeof ZFigures>;

// ---- Pre-moderation and blocked terms ----

export const ZModerationSettings = z.object({
  blockedTerms: z
    .array(
      z
        .string({ error: M.termsInvalid })
        .trim()
        .min(2, { error: M.termsInvalid })
        .max(100, { error: M.termsInvalid }),
      {
        error: M.termsInvalid,
      },
    )
    .max(500, { error: M.termsInvalid }),
  /** `areaKey`: 0 the community, > 0 a closed area, < 0 a group (-groupId). */
  premoderation: z
    .array(
      z.object({
        areaKey: z
          .number({ error: M.premodInvalid })
          .int({ error: M.premodInvalid })
          .min(-(2 ** 31))
          .max(2 ** 31 - 1),
        minDays: z
          .number({ error: M.premodInvalid })
          .int({ error: M.premodInvalid })
          .min(1, { error: M.premodInvalid })
          .max(365, { error: M.premodInvalid }),
      }),
      { error: M.premodInvalid },
    )
    .max(1000, { error: M.premodInvalid }),
});
export type TModerationSettings = z.infer<typeof ZModerationSettings>;
