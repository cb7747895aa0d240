/**
 * Notifications: generated from domain events, delivered to open tabs and by web push, the daily
 * jobs (new Urocampus members, inactivity, e-mail digest) and the member's endpoints.
 */
import type { TDomain } from '../../platform/types.ts';
import { notificationsAccountData } from './account-data.ts';
import { runDailyNotificationJobs } from './daily.ts';
import { createNotificationDelivery } from './delivery.ts';
import { createPushSender, loadVapidKeys } from './push.ts';
import { registerNotificationRoutes } from './routes.ts';
import { handleDomainEvent } from './service.ts';

export const DAILY_JOB = 'notifications.daily';
/** How often an instance checks whether today's daily jobs ran; they run once a day anyway. */
const DAILY_CHECK_INTERVAL_MS = 60 * 60_000;

export const notificationsDomain: TDomain = {
  name: 'notifications',
  register(app, deps) {
    const { db } = deps.database;
    const vapid = loadVapidKeys(deps.config);
    const deliver = createNotificationDelivery({
      db,
      realtime: deps.realtime,
      push: createPushSender({
        db,
        keys: vapid,
        productName: deps.config.productName,
        log: app.log,
        extraHosts: deps.config.pushTestHosts,
      }),
      log: app.log,
    });
    deps.accountData.add('notifications', notificationsAccountData);
    deps.events.subscribe(async (event) => {
      await handleDomainEvent(db, event, deliver);
    });
    deps.jobs.register(DAILY_JOB, async () => {
      await runDailyNotificationJobs(db, { mailer: deps.mailer, config: deps.config, deliver });
    });
    let dailyTimer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      // Tests and the seed drive the daily jobs themselves.
      if (deps.config.env === 'test') return;
      const check = () =>
        void deps.jobs
          .enqueue(DAILY_JOB, {})
          .catch((error) => app.log.warn({ err: error }, 'Tagesaufgaben nicht eingereiht'));
      dailyTimer = setInterval(check, DAILY_CHECK_INTERVAL_MS);
      dailyTimer.unref();
      setTimeout(check, 60_000).unref();
    });
    app.addHook('onClose', async () => {
      if (dailyTimer) clearInterval(dailyTimer);
    });
    registerNotificationRoutes(app, deps, { deliver, vapid });
  },
};
