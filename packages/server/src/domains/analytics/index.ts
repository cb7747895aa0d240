import type { TDomain } from '../../platform/types.ts';
import { registerFunnelAdminRoutes } from './admin-routes.ts';
import { rebuildFunnelRollups } from './funnel-rollup.ts';
import { registerAnalyticsRoutes } from './routes.ts';
import { registerOnboardingAnalyticsRoutes } from './onboarding-routes.ts';

export const FUNNEL_ROLLUP_JOB = 'analytics.funnel-rollup';
/** How often the funnels' rollup of finished days is brought up to date; readers are exact meanwhile. */
const FUNNEL_ROLLUP_INTERVAL_MS = 5 * 60_000;

/**
 * Analytics: the registration and onboarding funnels' sessions and events, their admin
 * dashboards, session lists and details, and the audit log of session reads.
 */
export const analyticsDomain: TDomain = {
  name: 'analytics',
  register(app, deps) {
    registerAnalyticsRoutes(app, deps);
    registerOnboardingAnalyticsRoutes(app, deps);
    registerFunnelAdminRoutes(app, deps);

    deps.jobs.register(FUNNEL_ROLLUP_JOB, async () => {
      await rebuildFunnelRollups(deps.database.db);
    });
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      // Tests and the seeds rebuild the rollup themselves.
      if (deps.config.env === 'test') return;
      const enqueue = () =>
        void deps.jobs
          .enqueue(FUNNEL_ROLLUP_JOB, {})
          .catch((error) => app.log.warn({ err: error }, 'Funnel-Rollup nicht eingereiht'));
      timer = setInterval(enqueue, FUNNEL_ROLLUP_INTERVAL_MS);
      timer.unref();
      setTimeout(enqueue, 30_000).unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
};
