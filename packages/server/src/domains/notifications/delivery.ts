/**
 * How stored notifications reach their receivers: a message to the open tabs, then a web push.
 * Both are best effort. The notification is already recorded, and a failure here must not fail
 * the job that recorded it: its retry would count the same event twice. A tab that missed a
 * message refreshes its counts on reconnect.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import type { TRealtimeBus } from '../../platform/realtime.ts';
import type { TPushSender } from './push.ts';
import { notificationMessage, presentForDelivery, type TNotificationDelivery } from './service.ts';

/** Notifications loaded and presented per round (a daily job may deliver to every member). */
const DELIVERY_BATCH = 500;
/** Receivers delivered to at once within a batch. */
const DELIVERY_CONCURRENCY = 16;

/** Publishes to a member's open tabs; a failing bus (Redis down) is logged, never thrown. */
export async function publishToTabs(
  realtime: TRealtimeBus,
  log: FastifyBaseLogger,
  userId: number,
  message: TRealtimeMessage,
): Promise<void> {
  try {
    await realtime.publish(userId, message);
  } catch (error) {
    log.warn({ err: error }, 'Nachricht an offene Tabs nicht gesendet');
  }
}

/**
 * Builds the delivery of stored notifications: tabs, then `push`; it logs failures and never throws,
 * counts the devices pushed to and marks the notifications a push reached (`pushed_at`).
 */
export function createNotificationDelivery(options: {
  db: Kysely<DB>;
  realtime: TRealtimeBus;
  push: TPushSender;
  log: FastifyBaseLogger;
}): TNotificationDelivery {
  const { db, realtime, push, log } = options;
  return async (stored) => {
    let pushCount = 0;
    for (let start = 0; start < stored.length; start += DELIVERY_BATCH) {
      try {
        const batch = await presentForDelivery(db, stored.slice(start, start + DELIVERY_BATCH));
        const pushed: number[] = [];
        // A few receivers at a time: a slow push service must not make a daily job take hours.
        for (let i = 0; i < batch.length; i += DELIVERY_CONCURRENCY) {
          const slice = batch.slice(i, i + DELIVERY_CONCURRENCY);
          const counts = await Promise.all(
            slice.map(async ({ userId, notification, unseenCount }) => {
              await publishToTabs(realtime, log, userId, notificationMessage(notification, unseenCount));
              return push(notification, userId);
            }),
          );
          counts.forEach((count, k) => {
            pushCount += count;
            if (count > 0) pushed.push(slice[k]!.notification.id);
          });
        }
        // The admin statistics count notifications delivered as web push (docs/admin.md).
        if (pushed.length > 0) {
          await db
            .updateTable('notifications')
            .set({ pushed_at: Date.now() })
            .where('id', 'in', pushed)
            .execute();
        }
      } catch (error) {
        log.warn({ err: error }, 'Benachrichtigungen nicht zugestellt');
      }
    }
    return { pushCount };
  };
}
