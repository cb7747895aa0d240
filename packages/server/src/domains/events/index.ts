import type { TDomain } from '../../platform/types.ts';
import { sendEventReminders, REMINDER_INTERVAL_MS, REMINDER_JOB } from './reminders.ts';
import { registerEventRoutes } from './routes.ts';
import { deleteEventMemberships, exportEventMemberships } from './service.ts';

/** Events: lists, detail, answers with waitlist, invitations, calendar files, reminders (docs/events.md). */
export const eventsDomain: TDomain = {
  name: 'events',
  register(app, deps) {
    deps.accountData.add('events', {
      exportSections: { eventMemberships: exportEventMemberships },
      deletion: deleteEventMemberships,
    });
    deps.jobs.register(REMINDER_JOB, async () => {
      await sendEventReminders(deps.database.db, deps.events);
    });
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      // Tests drive the reminders with a set clock.
      if (deps.config.env === 'test') return;
      timer = setInterval(
        () =>
          void deps.jobs
            .enqueue(REMINDER_JOB, {})
            .catch((error) => app.log.warn({ err: error }, 'Event-Erinnerungen nicht eingereiht')),
        REMINDER_INTERVAL_MS,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
    registerEventRoutes(app, deps);
  },
};
