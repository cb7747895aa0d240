// Schemas, constants and German messages of the notifications domain (shared by server and web).
import { z } from 'zod';
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
  'event_invite',
  'closed_area_new_member',
  '7_days_inactive_in_urocampus',
  'notification_test',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Categories of the member's settings (push / e-mail switches), one per notification type. */
export type TNotificationCategory =
  'likes' | 'comments' | 'network' | 'messages' | 'groups_events' | 'system';

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
  event_invite: 'groups_events',
  closed_area_new_member: 'system',
  '7_days_inactive_in_urocampus': 'system',
  notification_test: null,
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

/** The sender as 000 §3 names its fields. */
export const ZNotificationSender = z.object({
  id: z.number(),
  username: z.string(),
  fullname: z.string(),
  profile_picture: z.string().nullable(),
});

export const ZNotificationClickAction = z.object({
  type: z.enum(['navigate', 'none']),
  url: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TNotificationClickAction = z.infer<typeof ZNotificationClickAction>;

/** One notification (000 §3). `moment` never carries anything about its author. */
export const ZNotification = z.object({
  id: z.number(),
  messageType: z.string(),
  messageText: z.string(),
  isUnseen: z.boolean(),
  createdAtShort: z.string(),
  createdAt: z.number(),
  sender: ZNotificationSender.nullable(),
  senderId: z.number().nullable(),
  avatarUrl: z.string().nullable(),
  clickAction: ZNotificationClickAction,
  moment: z.object({ id: z.number() }).nullable(),
  post: z.object({ id: z.number() }).nullable(),
  group: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  event: z.object({ id: z.number(), title: z.string().nullable() }).nullable(),
  newUrocampusMembers: z.array(z.object({ id: z.number(), username: z.string(), fullname: z.string() })),
  /** Connection requests only: the request the actions of the card answer, and its state now. */
  requestId: z.number().nullable(),
  requestStatus: z.enum(['pending', 'accepted', 'rejected']).nullable(),
  debugData: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  totalCount: z.number(),
  unseenCount: z.number(),
  /** Keyset cursor of the next page (null at the end); `skip` works too but costs more on deep pages. */
  nextCursor: z.string().nullable(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = z.object({
  skip: z.coerce.number({ error: NOTIFICATION_MESSAGES.skipInvalid }).int().min(0).max(1_000_000).default(0),
  take: z.coerce
    .number({ error: NOTIFICATION_MESSAGES.takeInvalid })
    .int(NOTIFICATION_MESSAGES.takeInvalid)
    .min(1, NOTIFICATION_MESSAGES.takeInvalid)
    .max(NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_MESSAGES.takeInvalid)
    .default(NOTIFICATIONS_PAGE_SIZE),
  cursor: z
    .string()
    .regex(/^\d{1,15}_\d{1,15}$/, NOTIFICATION_MESSAGES.cursorInvalid)
    .optional(),
});

export const ZNotificationCount = z.object({ count: z.number() });

export const ZMarkNotificationsSeen = z.object({
  ids: z
    .array(z.number({ error: NOTIFICATION_MESSAGES.idsInvalid }).int().positive(), {
      error: NOTIFICATION_MESSAGES.idsInvalid,
    })
    .max(NOTIFICATION_SEEN_MAX_IDS, NOTIFICATION_MESSAGES.idsTooMany),
});
export type TMarkNotificationsSeen = z.infer<typeof ZMarkNotificationsSeen>;

export const ZMarkSeenResult = z.object({ success: z.literal(true), unseenCount: z.number() });

/** The answer of `POST /api/user/notifications/test`: the notification and the devices pushed to. */
export const ZTestNotificationResult = z.object({
  success: z.literal(true),
  notificationId: z.number(),
  pushCount: z.number(),
});
export type TTestNotificationResult = z.infer<typeof ZTestNotificationResult>;

/** Host names of this machine or a private network (RFC 6762 `.local`, `.internal`). */
const PRIVATE_HOST_NAME = /(^|\.)(localhost|local|internal)$/;

/**
 * Whether `endpoint` may be a push service: https on a public-looking DNS name. The server posts to
 * it, so an IP literal, localhost or an intranet name would let a member reach internal services
 * (SSRF). Nothing is resolved: the check is on the URL alone, at subscribe and at send time.
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  // The URL parser turns every numeric host (127.1, 0x7f.0.0.1, 2130706433) into dotted IPv4.
  const isIpLiteral = host.startsWith('[') || /^[\d.]+$/.test(host);
  return !isIpLiteral && host.includes('.') && !PRIVATE_HOST_NAME.test(host);
}

/** Push services of the browsers (Chrome and most others: FCM; Safari: Apple), by exact host. */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'web.push.apple.com'];
/** Push services by domain, any host below it (Firefox: Mozilla autopush; Edge: WNS; Apple). */
export const PUSH_SERVICE_DOMAINS: readonly string[] = [
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Whether `endpoint` belongs to a browser's push service: `isPublicPushEndpoint` and a host on the
 * allow-list, on the default port. `extraHosts` (any port) is the test seam for a local fake
 * service; the server passes only its test configuration. The server still connects only to
 * public addresses, whatever a name resolves to.
 */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  if (!isPublicPushEndpoint(endpoint)) return false;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (extraHosts.includes(host)) return true;
  if (url.port !== '') return false;
  return (
    PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`))
  );
}

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const ZPushSubscription = z.object({
  endpoint: z
    .string({ error: NOTIFICATION_MESSAGES.pushSubscriptionInvalid })
    .max(2000, NOTIFICATION_MESSAGES.pushSubscriptionInvalid)
    .refine(isPublicPushEndpoint, NOTIFICATION_MESSAGES.pushSubscriptionInvalid),
  keys: z.object(
    {
      p256dh: z.string().min(1).max(200),
      auth: z.string().min(1).max(100),
    },
    { error: NOTIFICATION_MESSAGES.pushSubscriptionInvalid },
  ),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushUnsubscribe = z.object({
  endpoint: z.string({ error: NOTIFICATION_MESSAGES.pushSubscriptionInvalid }).min(1).max(2000),
});

export const ZPushPublicKey = z.object({ publicKey: z.string() });
export const ZPushResult = z.object({ success: z.literal(true), message: z.string() });
