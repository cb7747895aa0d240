/**
 * Admin: the dashboard's statistics (001 §3.3, §7.3; docs/admin.md "Statistiken") and the rollups
 * that keep them fast, refreshed by the `admin.rollups` job every few minutes.
 */
import type { TDomain } from '../../platform/types.ts';
import { refreshAdminRollups } from './rollups.ts';
import { registerAdminStatisticsRoutes } from './routes.ts';

export const ROLLUP_JOB = 'admin.rollups';
/** How often an instance queues a rollup run: what a count reads live is at most this old. */
const ROLLUP_INTERVAL_MS = 5 * 60_000;
/** The first run after start waits a little, so a starting server serves first. */
const ROLLUP_FIRST_DELAY_MS = 30_000;

export const adminDomain: TDomain = {
  name: 'admin',
  register(app, deps) {
    const { db } = deps.database;
    deps.jobs.register(ROLLUP_JOB, async () => {
      await refreshAdminRollups(db, { now: Date.now(), dialect: deps.database.dialect });
    });
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      // Tests and the seeds run the rollups themselves.
      if (deps.config.env === 'test') return;
      const enqueue = () =>
        void deps.jobs
          .enqueue(ROLLUP_JOB, {})
          .catch((error) => app.log.warn({ err: error }, 'Statistik-Rollup nicht eingereiht'));
      timer = setInterval(enqueue, ROLLUP_INTERVAL_MS);
      timer.unref();
      setTimeout(enqueue, ROLLUP_FIRST_DELAY_MS).unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
    registerAdminStatisticsRoutes(app, deps);
  },
};
