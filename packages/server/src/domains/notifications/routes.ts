import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TESTS_PER_MINUTE,
  ZMarkNotificationsSeen,
  ZMarkSeenResult,
  ZNotificationCount,
  ZNotificationList,
  ZNotificationListQuery,
  ZPushPublicKey,
  ZPushResult,
  ZPushSubscription,
  ZPushUnsubscribe,
  ZTestNotificationResult,
  isPushServiceEndpoint,
} from '@pflegepuls/shared';
import { validationError } from '../../platform/errors.ts';
import type { TLimit } from '../../platform/limiter.ts';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { hitLimit } from '../../platform/limiter.ts';
import { publishToTabs } from './delivery.ts';
import { deletePushSubscription, savePushSubscription, type TVapidKeys } from './push.ts';
import {
  countUnseenNotifications,
  findNotifications,
  markNotificationsSeen,
  sendTestNotification,
  type TNotificationDelivery,
} from './service.ts';
import { registerRealtimeSocket } from './socket.ts';

/*
 * Reads need a session and have no limit. Writes are limited per member (platform/security.ts),
 * generously: the limits stop scripts, not people clicking.
 */
const limits = {
  write: { max: 600, windowMs: 60_000 },
  push: { max: 60, windowMs: 60_000 },
};
/** Test notifications per member: each one may push to every device of theirs. */
const TEST_LIMIT: TLimit = {
  name: 'notification-test',
  max: NOTIFICATION_TESTS_PER_MINUTE,
  windowMs: 60_000,
};

/**
 * Endpoints of notifications, counts, realtime delivery and web push (000 §7). `deliver` and the
 * VAPID keys come from the domain's plugin, which also runs the event subscriber and daily jobs.
 */
export function registerNotificationRoutes(
  app: TApp,
  deps: TDeps,
  { deliver, vapid }: { deliver: TNotificationDelivery; vapid: TVapidKeys },
) {
  const { db } = deps.database;

  app.get(
    '/api/user/notifications',
    {
      preValidation: requireMember,
      schema: { querystring: ZNotificationListQuery, response: { 200: ZNotificationList } },
    },
    async (request) => {
      const user = requireUser(request);
      return findNotifications(db, { userId: user.id, isAdmin: user.isAdmin, ...request.query });
    },
  );

  app.get(
    '/api/user/notifications/count',
    { schema: { response: { 200: ZNotificationCount } } },
    async (request) => {
      const user = requireUser(request);
      return { count: await countUnseenNotifications(db, user.id) };
    },
  );

  app.post(
    '/api/user/notifications/seen',
    {
      config: { rateLimit: limits.write },
      preValidation: requireMember,
      schema: { body: ZMarkNotificationsSeen, response: { 200: ZMarkSeenResult } },
    },
    async (request) => {
      const user = requireUser(request);
      const changed = await markNotificationsSeen(db, { userId: user.id, ids: request.body.ids });
      const unseenCount = await countUnseenNotifications(db, user.id);
      // Other open tabs of the member update their badge too.
      if (changed > 0) {
        await publishToTabs(deps.realtime, request.log, user.id, { type: 'notification_count', unseenCount });
      }
      return { success: true as const, unseenCount };
    },
  );

  app.post(
    '/api/user/notifications/seen-all',
    { config: { rateLimit: limits.write }, schema: { response: { 200: ZMarkSeenResult } } },
    async (request) => {
      const user = requireUser(request);
      const changed = await markNotificationsSeen(db, { userId: user.id, ids: 'all' });
      if (changed > 0) {
        await publishToTabs(deps.realtime, request.log, user.id, {
          type: 'notification_count',
          unseenCount: 0,
        });
      }
      return { success: true as const, unseenCount: 0 };
    },
  );

  app.post(
    '/api/user/notifications/test',
    {
      config: { rateLimit: limits.write },
      preValidation: requireMember,
      schema: { response: { 200: ZTestNotificationResult } },
    },
    async (request) => {
      const user = requireUser(request);
      await hitLimit(deps.limiter, TEST_LIMIT, user.id, NOTIFICATION_MESSAGES.testTooMany);
      const sent = await sendTestNotification(db, { userId: user.id, deliver });
      return { success: true as const, ...sent };
    },
  );

  app.get('/api/push/public-key', { schema: { response: { 200: ZPushPublicKey } } }, async (request) => {
    requireUser(request);
    return { publicKey: vapid.publicKey };
  });

  app.post(
    '/api/push/subscribe',
    {
      config: { rateLimit: limits.push },
      preValidation: requireMember,
      schema: { body: ZPushSubscription, response: { 200: ZPushResult } },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isPushServiceEndpoint(request.body.endpoint, deps.config.pushTestHosts))
        throw validationError({ endpoint: [NOTIFICATION_MESSAGES.pushServiceUnknown] });
      await savePushSubscription(db, {
        userId: user.id,
        subscription: request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { success: true as const, message: NOTIFICATION_MESSAGES.pushSubscribed };
    },
  );

  app.post(
    '/api/push/unsubscribe',
    {
      config: { rateLimit: limits.push },
      preValidation: requireMember,
      schema: { body: ZPushUnsubscribe, response: { 200: ZPushResult } },
    },
    async (request) => {
      const user = requireUser(request);
      await deletePushSubscription(db, { userId: user.id, endpoint: request.body.endpoint });
      return { success: true as const, message: NOTIFICATION_MESSAGES.pushUnsubscribed };
    },
  );

  registerRealtimeSocket(app, deps);
}
