/**
 * Web push (VAPID). Keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT or are
 * generated once into DATA_DIR/vapid.json (all instances must share them: set the variables when
 * running several). A push is sent only for categories the member left on and only to endpoints
 * `isPushServiceEndpoint` accepts (an allow-list of the browsers' push services), through an agent
 * that connects only to public addresses (a
 * public-looking name may still resolve to an internal one); a 404/410 from the push service
 * deletes the subscription, and no push failure ever reaches the caller.
 */
import { lookup as dnsLookup } from 'node:dns';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { BlockList, type LookupFunction } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import {
  isInQuietHours,
  isPushServiceEndpoint,
  NOTIFICATION_TYPE_CATEGORY,
  type TNotification,
  type TNotificationType,
  type TPushSubscription,
} from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { hasOpenTab } from '../chat/open-tab.ts';
import { getNotificationPreferences } from '../users/notification-preferences.ts';

export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The VAPID keys: from the configuration, else DATA_DIR/vapid.json, generated on first use. */
export function loadVapidKeys(config: TConfig): TVapidKeys {
  const subject =
    config.vapidSubject ??
    (config.publicUrl.startsWith('https:')
      ? config.publicUrl
      : `mailto:${config.mailFrom.replace(/^.*<|>.*$/g, '')}`);
  if (config.vapid) return { ...config.vapid, subject };
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  const keys = webpush.generateVAPIDKeys();
  // wx: when two processes start at once, the second reads what the first wrote.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  return { ...keys, subject };
}

/** Saves (or moves to this member) a browser's subscription. */
export async function savePushSubscription(
  db: Kysely<DB>,
  options: { userId: number; subscription: TPushSubscription; userAgent: string | null; now?: number },
): Promise<void> {
  const { subscription } = options;
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: options.userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      user_agent: options.userAgent?.slice(0, 500) ?? null,
      created_at: options.now ?? Date.now(),
    })
    // The same browser after another member logs in: the endpoint now belongs to them.
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: options.userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      }),
    )
    .execute();
}

/** Deletes a subscription of this member (another member's endpoint is left alone). */
export async function deletePushSubscription(db: Kysely<DB>, options: { userId: number; endpoint: string }) {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', options.userId)
    .where('endpoint', '=', options.endpoint)
    .execute();
}

/** The payload the service worker shows (public/sw.js). */
export function buildPushPayload(notification: TNotification, productName: string) {
  return {
    title: productName,
    body: notification.messageText,
    tag: `notification-${notification.id}`,
    // The notifications page performs the click routing and marks it seen (000 §2 deep link).
    url: `/benachrichtigungen?notification-model=notification&notification-identifier=${notification.id}`,
    icon: notification.avatarUrl ?? '/icons/icon-192.png',
  };
}

/** Loopback, private, link-local, shared and multicast ranges: never a push service. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether a resolved address is one a push may go to (IPv4-mapped IPv6 checked as IPv4). */
export function isPublicAddress(address: string, family: number): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !NON_PUBLIC.check(mapped[1]!, 'ipv4');
  return !NON_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** `dns.lookup` for the push agent: answers only public addresses, else fails the connection. */
export const lookupPublicAddress: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const allowed = addresses.filter((a) => isPublicAddress(a.address, a.family));
    if (allowed.length === 0) {
      const refused = Object.assign(new Error(`${hostname} ist keine öffentliche Adresse`), {
        code: 'ENOTPUBLIC',
      });
      return callback(refused, []);
    }
    if (options.all) return callback(null, allowed);
    return callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

const publicAgent = new Agent({ keepAlive: true, lookup: lookupPublicAddress });

/** Pushes a notification to its receiver; resolves to the devices the push service accepted it for. */
export type TPushSender = (notification: TNotification, userId: number) => Promise<number>;

/**
 * Builds the sender that pushes a notification to every subscription of its receiver and counts
 * the devices reached (0 when the member has none, switched the category off, or every send failed).
 */
export function createPushSender(options: {
  db: Kysely<DB>;
  keys: TVapidKeys;
  productName: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Hosts accepted besides the real push services: `config.pushTestHosts` (tests only). */
  extraHosts?: readonly string[];
  /** Only tests pass one (a push service with a self-signed certificate). */
  agent?: Agent;
  /** The clock for quiet hours; tests pass their own. */
  now?: () => number;
}): TPushSender {
  const { db, keys, log } = options;
  const now = options.now ?? Date.now;
  return async (notification, userId) => {
    try {
      // Subscriptions first: most members have none, and then one query is all a notification costs.
      const subscriptions = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', userId)
        .execute();
      if (subscriptions.length === 0) return 0;
      const category = NOTIFICATION_TYPE_CATEGORY[notification.messageType as TNotificationType];
      const preferences = await getNotificationPreferences(db, userId);
      if (category && !preferences.categories[category].push) return 0;
      // Quiet hours hold back every push; the notification stays unseen in the app and is not
      // pushed later (docs/notifications.md).
      if (isInQuietHours(preferences.quietHours, now())) return 0;
      // A chat message reaches an open tab live; the push is for members away from the app.
      if (notification.messageType === 'direct_message' && (await hasOpenTab(db, userId))) return 0;
      const payload = JSON.stringify(buildPushPayload(notification, options.productName));
      const sent = await Promise.all(
        subscriptions.map(async (s) => {
          // Stored before endpoints were checked at subscribe time: never posted to, and dropped.
          if (!isPushServiceEndpoint(s.endpoint, options.extraHosts)) {
            await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
            return false;
          }
          try {
            await webpush.sendNotification(
              { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
              payload,
              {
                vapidDetails: keys,
                TTL: 24 * 60 * 60,
                timeout: options.timeoutMs ?? 10_000,
                agent: options.agent ?? publicAgent,
              },
            );
            await db
              .updateTable('push_subscriptions')
              .set({ last_success_at: Date.now() })
              .where('id', '=', s.id)
              .execute();
            return true;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            // 404/410: the browser dropped the subscription; it will never work again.
            if (status === 404 || status === 410) {
              await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
            } else {
              log.warn({ err: error, status }, 'Push konnte nicht gesendet werden');
            }
            return false;
          }
        }),
      );
      return sent.filter(Boolean).length;
    } catch (error) {
      log.warn({ err: error }, 'Push-Versand fehlgeschlagen');
      return 0;
    }
  };
}
