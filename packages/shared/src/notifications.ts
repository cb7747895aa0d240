// Schemas, constants and German messages of the notifications domain (shared by server and web).
import { z } from './zod.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './constants.ts';
import { NOTIFICATION_SEEN_MAX_IDS, NOTIFICATION_MESSAGES } from './notifications-messages.ts';

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
