/**
 * The admin dashboard's contract (001 §3.3, §7.3): paths, the period query and every answer's shape,
 * with the spec's field names. The server validates its answers with these schemas; the web reads them.
 */
import { z } from './zod.ts';
import { ADMIN_CUSTOM_MAX_DAYS, ADMIN_PERIODS, ADMIN_SESSION_PAGE_SIZES } from './constants.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { getCalendarDay } from './time.ts';

/** A real calendar day: 2026-02-30 is refused, not rolled over into March. */
function isCalendarDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day
  );
}

const ZDay = z.string().refine(isCalendarDay, ADMIN_MESSAGES.invalidDate);

/** The custom range's rules (both days, the end at most today, the start at most the end, at most two years). */
function refineCustomRange(
  q: {
    period?: (typeof ADMIN_PERIODS)[number] | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (q.period !== 'custom') return;
  if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: ADMIN_MESSAGES.fromRequired });
  if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: ADMIN_MESSAGES.toRequired });
  if (!q.from || !q.to || !isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
  if (q.to > getCalendarDay(Date.now()))
    ctx.addIssue({ code: 'custom', path: ['to'], message: ADMIN_MESSAGES.endInFuture });
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: ADMIN_MESSAGES.startAfterEnd });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > ADMIN_CUSTOM_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: ADMIN_MESSAGES.rangeTooLong });
}

/**
 * `period` (default lastWeek), `from`/`to` (Berlin days, only with custom) and `format=csv` for a
 * download. A custom range needs both days, the end at most today and the start at most the end.
 */
export const ZAdminPeriodQuery = z
  .object({
    period: z.enum(ADMIN_PERIODS).default('lastWeek'),
    from: ZDay.optional(),
    to: ZDay.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine(refineCustomRange);
export type TAdminPeriodQuery = z.infer<typeof ZAdminPeriodQuery>;

const ZCount = z.number().int().min(0);
/** A share in percent, 1 decimal. */
const ZPercent = z.number().min(0);

/** Common to every statistics answer: the period actually shown and its window. */
const ZPeriodInfo = {
  success: z.literal(true),
  /** The period the figures are for; lastWeek when a custom range had no data. */
  period: z.enum(ADMIN_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Set when a custom range without data fell back to the last week (001 §8.3). */
  fallback: z.boolean(),
};

const ZWeek = { period: z.string(), startDate: z.string(), endDate: z.string() };

// ---- users ----
export const ZUserStatsData = z.object({
  activeUsers: ZCount,
  newRegistrations: ZCount,
  percentage: ZPercent,
});
export const ZUserStats = z.object({
  ...ZPeriodInfo,
  data: ZUserStatsData,
  previous: ZUserStatsData,
  weeklyData: z.array(z.object({ ...ZWeek, ...ZUserStatsData.shape })),
});
export type TUserStats = z.infer<typeof ZUserStats>;

/** Members by registration week × share active in each week after (ours, beyond the spec). */
export const ZUserCohorts = z.object({
  ...ZPeriodInfo,
  cohorts: z.array(
    z.object({
      ...ZWeek,
      size: ZCount,
      /** Share in percent active in week 1, 2, … after the registration week; null for weeks not yet over. */
      weeks: z.array(ZPercent.nullable()),
    }),
  ),
});
export type TUserCohorts = z.infer<typeof ZUserCohorts>;

// ---- moments ----
export const ZMomentsTotals = z.object({
  totalMoments: ZCount,
  totalReactions: ZCount,
  totalComments: ZCount,
  averageReactionsPerMoment: z.number().min(0),
});
export const ZAdminMomentsStats = z.object({
  ...ZPeriodInfo,
  data: ZMomentsTotals,
  previous: ZMomentsTotals,
  allTimeStats: ZMomentsTotals,
  last24hStats: ZMomentsTotals,
  weeklyData: z.array(
    z.object({
      ...ZWeek,
      momentsCreated: ZCount,
      reactionsReceived: ZCount,
      commentsReceived: ZCount,
      comments: z.object({ total: ZCount, regular: ZCount, bots: ZCount, team: ZCount }),
      commentators: z.object({ total: ZCount, regular: ZCount }),
      /** Shares of the week's comments by regular members, bots and the team, in percent. */
      percentages: z.object({ regular: ZPercent, bots: ZPercent, team: ZPercent }),
      /** Moments created against the week before. */
      trend: z.enum(['up', 'down', 'flat']),
    }),
  ),
});
export type TAdminMomentsStats = z.infer<typeof ZAdminMomentsStats>;

// ---- notifications ----
export const ZNotificationCounts = z.object({ total: ZCount, push: ZCount, seen: ZCount, notSeen: ZCount });
const ZMessageTypeCount = z.object({ message_type: z.string(), count: ZCount });
export const ZNotificationPeriodStats = ZNotificationCounts.extend({
  /** Most frequent message types outside closed areas, and (Special) of closed areas and Urocampus. */
  topMessageTypes: z.array(ZMessageTypeCount),
  topMessageTypesSpecial: z.array(ZMessageTypeCount),
});
export const ZNotificationStats = z.object({
  ...ZPeriodInfo,
  data: ZNotificationPeriodStats,
  previous: ZNotificationCounts,
  last24h: ZNotificationPeriodStats,
  lastWeek: ZNotificationPeriodStats,
  lastMonth: ZNotificationPeriodStats,
  allTime: ZNotificationPeriodStats,
  weeklyData: z.array(z.object({ ...ZWeek, ...ZNotificationCounts.shape })),
  /** The 20 most recent notifications of the period. */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int().nullable(),
      receiver_id: z.number().int(),
      message_type: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TNotificationStats = z.infer<typeof ZNotificationStats>;

// ---- user connections ----
export const ZConnectionStatsData = z.object({ newRequests: ZCount, newConnections: ZCount });
export const ZConnectionStats = z.object({
  ...ZPeriodInfo,
  data: ZConnectionStatsData,
  previous: ZConnectionStatsData,
  weeklyData: z.array(z.object({ ...ZWeek, ...ZConnectionStatsData.shape })),
});
export type TConnectionStats = z.infer<typeof ZConnectionStats>;

// ---- onboarding and registration funnels ----
export const FUNNEL_STATUSES = ['in_progress', 'completed', 'abandoned'] as const;
export const DEVICE_TYPES = ['mobile', 'desktop', 'tablet'] as const;

const ZDeviceBreakdown = z.object({ mobile: ZCount, desktop: ZCount, tablet: ZCount });
const ZDropOffSteps = z.array(
  z.object({ stepId: z.string(), abandonmentCount: ZCount, abandonmentRate: ZPercent }),
);

export const ZOnboardingKpis = z.object({
  totalSessions: ZCount,
  completedSessions: ZCount,
  abandonedSessions: ZCount,
  /** Sessions with at least one step_validation_error. */
  errorSessions: ZCount,
  /** Completed ÷ total in percent, 1 decimal. */
  conversionRate: ZPercent,
  avgCompletionTimeSeconds: z.number().min(0),
  avgStepsPerSession: z.number().min(0),
  mostCommonDropOffStep: z.string().nullable(),
});
export const ZOnboardingDashboard = z.object({
  ...ZPeriodInfo,
  data: ZOnboardingKpis,
  previous: ZOnboardingKpis,
  deviceBreakdown: ZDeviceBreakdown,
  modeBreakdown: z.object({
    standard: ZCount,
    editMode: ZCount,
    oldUser: ZCount,
    phoneVerified: ZCount,
    editShort: ZCount,
  }),
  completionStatusBreakdown: z.object({ completed: ZCount, abandoned: ZCount, completedWithPhone: ZCount }),
  weeklyCompletionData: z.array(
    z.object({ ...ZWeek, completed: ZCount, abandoned: ZCount, completed_with_phone: ZCount }),
  ),
  topDropOffSteps: ZDropOffSteps,
});
export type TOnboardingDashboard = z.infer<typeof ZOnboardingDashboard>;

export const ZRegistrationKpis = ZOnboardingKpis.omit({ errorSessions: true });
export const ZRegistrationDashboard = z.object({
  ...ZPeriodInfo,
  data: ZRegistrationKpis,
  previous: ZRegistrationKpis,
  deviceBreakdown: ZDeviceBreakdown,
  authMethodBreakdown: z.object({ email: ZCount, google: ZCount, apple: ZCount, one_time_login: ZCount }),
  completionStatusBreakdown: z.object({ completed: ZCount, abandoned: ZCount }),
  timeSeriesData: z.array(z.object({ ...ZWeek, completed: ZCount, abandoned: ZCount })),
  topDropOffSteps: ZDropOffSteps,
});
export type TRegistrationDashboard = z.infer<typeof ZRegistrationDashboard>;

export const ZFieldSelections = z.object({
  ...ZPeriodInfo,
  data: z.array(
    z.object({
      field_id: z.string(),
      total_selections: ZCount,
      options: z.array(z.object({ value: z.string(), percentage: ZPercent, count: ZCount })),
    }),
  ),
});
export type TFieldSelections = z.infer<typeof ZFieldSelections>;

/** The session lists' query: page, per_page and filters; period/from/to limit by start time (custom as in ZAdminPeriodQuery). */
export const ZAdminSessionsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine(
        (n) => (ADMIN_SESSION_PAGE_SIZES as readonly number[]).includes(n),
        ADMIN_MESSAGES.invalidPageSize,
      )
      .default(20),
    status: z.enum(FUNNEL_STATUSES).optional(),
    device_type: z.enum(DEVICE_TYPES).optional(),
    /** Onboarding only. */
    mode: z.string().max(32).optional(),
    /** Registration only. */
    auth_method: z.string().max(32).optional(),
    period: z.enum(ADMIN_PERIODS).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .superRefine(refineCustomRange);
export type TAdminSessionsQuery = z.infer<typeof ZAdminSessionsQuery>;

export const ZAdminSessionId = z.object({ id: z.uuid(ADMIN_MESSAGES.invalidSessionId) });

const ZPaged = {
  success: z.literal(true),
  total: ZCount,
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
};

export const ZOnboardingSessionSummary = z.object({
  uuid: z.string(),
  status: z.enum(FUNNEL_STATUSES),
  mode: z.string(),
  device_type: z.enum(DEVICE_TYPES),
  steps_completed: ZCount,
  total_steps: ZCount,
  duration_seconds: z.number().int().min(0).nullable(),
  started_at: z.string(),
});
export const ZOnboardingSessions = z.object({ ...ZPaged, data: z.array(ZOnboardingSessionSummary) });
export type TOnboardingSessionSummary = z.infer<typeof ZOnboardingSessionSummary>;
export type TOnboardingSessions = z.infer<typeof ZOnboardingSessions>;

const ZIdentity = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const ZOnboardingSessionDetail = ZOnboardingSessionSummary.extend({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  abandonment_reason: z.string().nullable(),
  user: ZIdentity,
  steps: z.array(
    z.object({
      id: z.number().int(),
      step_id: z.string(),
      event_type: z.string(),
      event_data: z.object({
        time_spent_seconds: z.number().optional(),
        field_id: z.string().optional(),
        selected_value: z.string().optional(),
      }),
      created_at: z.string(),
    }),
  ),
});
export const ZOnboardingSessionAnswer = z.object({
  success: z.literal(true),
  data: ZOnboardingSessionDetail,
});
export type TOnboardingSessionDetail = z.infer<typeof ZOnboardingSessionDetail>;

export const ZRegistrationSessionSummary = z.object({
  uuid: z.string(),
  status: z.enum(FUNNEL_STATUSES),
  auth_method: z.string(),
  device_type: z.enum(DEVICE_TYPES),
  duration_seconds: z.number().int().min(0).nullable(),
  started_at: z.string(),
});
export const ZRegistrationSessions = z.object({ ...ZPaged, data: z.array(ZRegistrationSessionSummary) });
export type TRegistrationSessionSummary = z.infer<typeof ZRegistrationSessionSummary>;
export type TRegistrationSessions = z.infer<typeof ZRegistrationSessions>;

export const ZRegistrationSessionDetail = ZRegistrationSessionSummary.extend({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  converted_to_user: z.boolean(),
  user: ZIdentity,
  /** The names and e-mail the visitor entered (the last field_changed value of each). */
  form_data: z.object({
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    email: z.string().optional(),
  }),
  abandonment_reason: z.string().nullable(),
  events: z.array(
    z.object({
      id: z.number().int(),
      event_type: z.string(),
      event_data: z.record(z.string(), z.union([z.string(), z.number()])),
      occurred_at: z.string(),
      time_since_start_seconds: z.number().min(0),
    }),
  ),
});
export const ZRegistrationSessionAnswer = z.object({
  success: z.literal(true),
  data: ZRegistrationSessionDetail,
});
export type TRegistrationSessionDetail = z.infer<typeof ZRegistrationSessionDetail>;

// ---- admin audit log ----
export const ADMIN_AUDIT_ACTIONS = [
  'onboarding_session_viewed',
  'registration_session_viewed',
  // Moderation (issue 24, docs/moderation.md): every action on reported content, appeals, and the
  // four-eyes identification of a moment's author.
  'moderation_dismiss',
  'moderation_hide',
  'moderation_delete',
  'moderation_warn',
  'moderation_suspend',
  'moderation_ban',
  'moderation_appeal_granted',
  'moderation_appeal_rejected',
  'moderation_identify_requested',
  'moderation_identify_approved',
  'moderation_identify_refused',
] as const;
export type TAdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
export const ZAuditLogQuery = z.object({
  cursor: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string() }),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  subject_type: z.string(),
  subject_id: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export const ZAuditLog = z.object({
  success: z.literal(true),
  items: z.array(ZAuditLogEntry),
  nextCursor: z.number().int().nullable(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;
export type TAuditLog = z.infer<typeof ZAuditLog>;
