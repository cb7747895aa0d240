/**
 * The matcher (docs/matcher.md): full syncs on demand (admins, `npm run matcher:sync`) and every
 * night at 03:00 Europe/Berlin, the incremental re-match of changed members and ads every few
 * seconds, and the lists it keeps for members and companies.
 */
import { getCalendarDay } from '@pflegepuls/shared';
import type { TDomain } from '../../platform/types.ts';
import { rematchChanges } from './incremental.ts';
import { MATCHER_SYNC_JOB, registerMatcherRoutes } from './routes.ts';
import { claimRun, executeRun } from './sync.ts';

/** How often changed members and ads are looked for. */
const INCREMENTAL_INTERVAL_MS = 3000;
/** How often an instance checks whether tonight's run is due. */
const NIGHTLY_CHECK_MS = 5 * 60_000;
const NIGHTLY_HOUR = 3;
const BERLIN_HOUR = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: 'numeric',
  hourCycle: 'h23',
});

export const matcherDomain: TDomain = {
  name: 'matcher',
  register(app, deps) {
    const { db } = deps.database;
    deps.accountData.add('matcher', {
      // The lists are derived data (recomputed every night): deleted with the member, not exported.
      deletion: async (trx, userId) => {
        await trx.deleteFrom('matcher_matches').where('user_id', '=', userId).execute();
      },
    });
    deps.jobs.register(MATCHER_SYNC_JOB, async (data) => {
      const runId = Number(data.runId);
      const run = await db
        .selectFrom('matcher_runs')
        .select('status')
        .where('id', '=', runId)
        .executeTakeFirst();
      // A job that runs again after its instance died finds its run closed by the next claim.
      if (run?.status !== 'running') return;
      const outcome = await executeRun(db, runId, { events: deps.events });
      app.log.info(
        { runId, status: outcome.status, seconds: outcome.debug.duration_seconds },
        'Matcher-Sync beendet',
      );
    });

    const timers: NodeJS.Timeout[] = [];
    let passing = false;
    const incremental = async () => {
      if (passing) return;
      passing = true;
      try {
        await rematchChanges(db);
      } catch (error) {
        app.log.warn({ err: error }, 'Matcher: Nachberechnung fehlgeschlagen');
      } finally {
        passing = false;
      }
    };
    const nightly = async () => {
      const now = Date.now();
      if (Number(BERLIN_HOUR.format(now)) !== NIGHTLY_HOUR) return;
      const last = await db
        .selectFrom('matcher_runs')
        .select('started_at')
        .where('trigger', '=', 'nightly')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && getCalendarDay(last.started_at) === getCalendarDay(now)) return;
      const runId = await claimRun(db, 'nightly', null, now);
      if (runId !== null) await deps.jobs.enqueue(MATCHER_SYNC_JOB, { runId });
    };
    app.addHook('onReady', async () => {
      // Tests and the seed run the matcher themselves.
      if (deps.config.env === 'test') return;
      timers.push(setInterval(() => void incremental(), INCREMENTAL_INTERVAL_MS));
      timers.push(
        setInterval(
          () =>
            void nightly().catch((error) =>
              app.log.warn({ err: error }, 'Matcher: Nachtlauf nicht gestartet'),
            ),
          NIGHTLY_CHECK_MS,
        ),
      );
      for (const timer of timers) timer.unref();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
    registerMatcherRoutes(app, deps);
  },
};
