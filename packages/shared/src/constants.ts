/**
 * Business constants from section 9 of both spec documents (000: member app, 001: registration,
 * onboarding, admin). Code names these constants; it never repeats the literal.
 */

// 000 §9: areas and layout
export const UROCAMPUS_AREA_ID = 1;

// 000 §9: feed
export const FEED_PAGE_SIZE = 10;
export const MOMENTS_INITIAL_PREFETCH = 5;
export const MOMENTS_FOLLOWUP_PREFETCH = 15;
export const FEED_STALE_MS = 5 * 60_000;
export const FEED_GC_MS = 10 * 60_000;
export const FEED_RETRIES = 2;
export const FEED_RETRY_DELAY_MS = 1000;
export const SPONSORED_BLOCK_EVERY = 4;

// 000 §9: prefetch cache times (minutes in the spec)
export const PREFETCH_STALE_MS = {
  feed: 2 * 60_000,
  counts: 1 * 60_000,
  stats: 5 * 60_000,
  profileData: 30 * 60_000,
  groups: 10 * 60_000,
  avatars: 60 * 60_000,
} as const;

export const PERFORMANCE_THRESHOLDS_MS = { critical: 500, important: 1000, lazy: 2000 } as const;

// 000 §9: notifications and network
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_STALE_MS = 60_000;
export const NOTIFICATIONS_GC_MS = 5 * 60_000;
export const NOTIFICATIONS_MARK_SEEN_DELAY_MS = 3000;
export const CONNECTIONS_PAGE_SIZE = 20;
export const CONNECTIONS_STALE_MS = 5 * 60_000;
export const CONNECTIONS_GC_MS = 10 * 60_000;
export const SUGGESTIONS_PAGE_SIZE = 20;
export const SUGGESTIONS_STALE_MS = 5 * 60_000;
export const REQUESTS_PAGE_SIZE = 20;
export const REQUESTS_STALE_MS = 60_000;
export const UNREAD_CHAT_GC_MS = 5 * 60_000;

// 000 §5 and §9: posts and surveys
export const POST_BODY_MAX = 5000;
export const SURVEY_TITLE_MAX = 140;
export const SURVEY_ANSWER_MAX = 40;
export const SURVEY_ANSWERS_MIN = 2;
export const SURVEY_ANSWERS_MAX = 10;
export const POST_IMAGES_MAX = 4;

// 000 §9: misc timings
export const CLIENT_LOG_BUFFER_MAX = 300;
export const CLIENT_LOG_BUFFER_TRIM_TO = 200;

// 000 §9: retention periods shown in the privacy text
export const RETENTION = {
  funnelIpLogsDays: 7,
  applicationDataMonthsAfterProcess: 6,
  billingDataYears: 10,
} as const;

// 001 §9: authentication
export const PASSWORD_MIN_LENGTH = 8;
export const VALIDATION_DEBOUNCE_MS = 300;
export const DIALOG_RESET_DELAY_MS = 300;
export const AUTH_TOAST_MS = 10_000;
export const DEFAULT_TOAST_MS = 5000;
export const AUTH_QUERY_RETRY = 3;
export const AUTH_QUERY_STALE_MS = 5 * 60_000;
export const LANDING_INIT_DELAY_MS = 100;

/** Field names whose values are never stored by analytics, only their length (001 §9). */
export const ANALYTICS_MASKED_FIELDS = [
  'password',
  'passwordConfirmation',
  'newPassword',
  'phone',
  'plz',
] as const;

// 001 §9: onboarding
export const MIN_AGE_YEARS = 16;
export const MIN_BIRTH_YEAR = 1900;
export const COUNTRIES = ['DE', 'CH', 'AT'] as const;
export type TCountry = (typeof COUNTRIES)[number];
export const POSTAL_CODE_LENGTH: Record<TCountry, number> = { DE: 5, CH: 4, AT: 4 };
export const POSTAL_CODE_OTHER_MIN = 3;
export const POSTAL_CODE_OTHER_MAX = 10;
export const POSTAL_CHECK_MIN_CHARS = 3;
export const WIZARD_AUTO_ADVANCE_MS = 400;
export const WIZARD_TRANSITION_MS = 200;
export const WIZARD_SUCCESS_SLIDE_OUT_MS = 1500;
export const WIZARD_CLOSE_TIMER_MS = 2500;
export const WIZARD_COMPLETE_CALLBACK_MS = 650;
export const WIZARD_RESET_AFTER_CLOSE_MS = 650;
export const WIZARD_UROCAMPUS_SWITCH_MS = 750;
export const REGISTRATION_TIMEOUT_MS = 30_000;
export const POSTAL_CHECK_TIMEOUT_MS = 10_000;

// 001 §9: admin dashboard
export const ADMIN_PERIODS = ['last24h', 'lastWeek', 'lastMonth', 'allTime', 'custom'] as const;
export type TAdminPeriod = (typeof ADMIN_PERIODS)[number];
export const ADMIN_PERIOD_WEEKS = { lastWeek: 1, lastMonth: 4, allTime: 52 } as const;
export const ADMIN_GRID_PAGE_SIZES = [5, 10, 25] as const;
export const ADMIN_SESSION_PAGE_SIZE = 20;
export const ADMIN_SESSION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_MOBILE_SESSION_PAGE_SIZE = 10;
export const ADMIN_DROP_OFF_PAGE_SIZE = 5;
export const ADMIN_RECENT_NOTIFICATIONS = 20;
export const ADMIN_STALE_MS = 15 * 60_000;
export const ADMIN_GC_MS = 30 * 60_000;
export const ADMIN_STATS_STALE_MS = 5 * 60_000;
export const ADMIN_STATS_GC_MS = 10 * 60_000;
export const ADMIN_SESSION_LIST_STALE_MS = 30_000;
export const ADMIN_ONBOARDING_DETAIL_STALE_MS = 10 * 60_000;
export const ADMIN_REGISTRATION_DETAIL_STALE_MS = 5 * 60_000;
export const ADMIN_CACHE_KEY = 'pflegepuls-admin-cache-v1';
/** The admin query client (001 §9): 3 tries, the wait doubling from 1 s up to 30 s; statistics 2. */
export const ADMIN_QUERY_RETRY = 3;
export const ADMIN_STATS_RETRY = 2;
export const ADMIN_RETRY_BASE_MS = 1000;
export const ADMIN_RETRY_MAX_MS = 30_000;
export const ADMIN_MUTATION_RETRY = 1;
export const ADMIN_MUTATION_RETRY_DELAY_MS = 1000;
/** Hovering or touching a section's menu item loads its data unless it is younger than this. */
export const ADMIN_PREFETCH_STALE_MS = 15 * 60_000;
/** A cached statistics answer older than this is not shown after a reload (ours). */
export const ADMIN_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;
/** Weeks of weekly data per period (001 §9: the notifications page's 1/4/16; a year for allTime). */
export const ADMIN_WEEKLY_COUNT = { last24h: 1, lastWeek: 4, lastMonth: 16, allTime: 52 } as const;
/** A custom range spans at most this many days (ours: keeps weekly data and queries bounded). */
export const ADMIN_CUSTOM_MAX_DAYS = 731;
/** The users page's cohort table: registration weeks shown, and weeks followed after each. */
export const ADMIN_COHORT_WEEKS = 12;
/** Admin sessions end after 12 hours, or after 30 minutes without a request. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60_000;
export const ADMIN_SESSION_IDLE_MS = 30 * 60_000;

// 001 §7.3 and §9: presence
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const ONLINE_WINDOW_MS = 2 * 60_000;
