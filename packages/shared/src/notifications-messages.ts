/** Notification types, limits and German messages; no zod, so the shells can use them. */
import { NOTIFICATIONS_PAGE_SIZE } from './constants.ts';

/** Message types the server produces (000 §3 `messageType`); the web also knows a few legacy ones. */
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'comment_answer',
  'moment_like',
  'moment_reaction',
  'moment_comment',
  'connection_request',
  'connection_accepted',
  'direct_message',
  'closed_area_group_invite',
  'group_post',
  'group_post_pinned',
  'group_join_request',
  'group_request_approved',
  'event_invite',
  'event_spot_free',
  'event_reminder',
  'event_changed',
  'event_cancelled',
  'event_message',
  'application_received',
  'application_status',
  'job_alert',
  'closed_area_new_member',
  '7_days_inactive_in_urocampus',
  'admin_debug_matcher_sync',
  'notification_test',
  'moderation_notice',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Categories of the member's settings (push / e-mail switches), one per notification type. */
export type TNotificationCategory =
  'likes' | 'comments' | 'network' | 'messages' | 'groups_events' | 'jobs' | 'system';

/**
 * The settings category of each type. The test notification has none: the member asked for it on
 * the test page to see whether a push arrives, so no switch holds it back.
 */
export const NOTIFICATION_TYPE_CATEGORY: Record<TNotificationType, TNotificationCategory | null> = {
  like: 'likes',
  moment_like: 'likes',
  moment_reaction: 'likes',
  comment: 'comments',
  comment_answer: 'comments',
  moment_comment: 'comments',
  connection_request: 'network',
  connection_accepted: 'network',
  direct_message: 'messages',
  closed_area_group_invite: 'groups_events',
  group_post: 'groups_events',
  group_post_pinned: 'groups_events',
  group_join_request: 'groups_events',
  group_request_approved: 'groups_events',
  event_invite: 'groups_events',
  event_spot_free: 'groups_events',
  event_reminder: 'groups_events',
  event_changed: 'groups_events',
  event_cancelled: 'groups_events',
  event_message: 'groups_events',
  application_received: 'jobs',
  application_status: 'jobs',
  job_alert: 'jobs',
  closed_area_new_member: 'system',
  '7_days_inactive_in_urocampus': 'system',
  admin_debug_matcher_sync: 'system',
  notification_test: null,
  // Statements of reasons and outcomes of reports and appeals (DSA Art. 16, 17, 20): never switched off.
  moderation_notice: null,
};

/** Days without a visit after which a Urocampus member is reminded. */
export const UROCAMPUS_INACTIVITY_DAYS = 7;
/** Days away after which a member gets the e-mail digest of unseen notifications. */
export const NOTIFICATION_DIGEST_AWAY_DAYS = 3;
/** Notifications listed in one digest mail (the rest is summed up as a number). */
export const NOTIFICATION_DIGEST_MAX_ITEMS = 10;
/** Ids accepted by one mark-as-seen call. */
export const NOTIFICATION_SEEN_MAX_IDS = 200;
/** New Urocampus members listed by name in the daily notification. */
export const NEW_MEMBERS_LISTED_MAX = 10;
/** Test notifications a member may send themself per minute (the test page). */
export const NOTIFICATION_TESTS_PER_MINUTE = 5;

export const NOTIFICATION_MESSAGES = {
  pageTitle: 'Benachrichtigungen',
  pageSubtitle: 'Alles, was dich betrifft: Likes, Kommentare, Anfragen und Neuigkeiten.',
  empty: 'Keine Benachrichtigungen vorhanden',
  loadFailed: 'Benachrichtigungen konnten nicht geladen werden',
  retry: 'Wiederholen',
  seen: 'Gelesen',
  unread: 'Ungelesen',
  total: 'Gesamt',
  markAllSeen: 'Alle als gelesen markieren',
  adminDebug: 'Admin Debug',
  idsInvalid: 'Bitte gib gültige Benachrichtigungs-IDs an.',
  idsTooMany: `Höchstens ${NOTIFICATION_SEEN_MAX_IDS} Benachrichtigungen auf einmal.`,
  takeInvalid: `take muss zwischen 1 und ${NOTIFICATIONS_PAGE_SIZE} liegen.`,
  skipInvalid: 'skip muss eine Zahl ab 0 sein.',
  cursorInvalid: 'Der Cursor ist ungültig.',
  pushSubscriptionInvalid: 'Das Push-Abonnement ist ungültig.',
  pushServiceUnknown:
    'Dieser Push-Dienst wird nicht unterstützt. Bitte nutze einen aktuellen Browser (Chrome, Edge, Firefox oder Safari).',
  pushSubscribed: 'Push-Benachrichtigungen sind aktiviert.',
  pushUnsubscribed: 'Push-Benachrichtigungen sind deaktiviert.',
  pushOffer: 'Erfahre sofort von Anfragen und Kommentaren, auch wenn die App geschlossen ist.',
  pushEnable: 'Push aktivieren',
  pushFailed: 'Push-Benachrichtigungen konnten nicht aktiviert werden.',
  someone: 'Jemand',
  testText: 'Das ist eine Test-Benachrichtigung.',
  testTooMany: 'Du hast gerade mehrere Test-Benachrichtigungen gesendet. Bitte warte eine Minute.',
} as const;
