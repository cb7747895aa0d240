import cookie from '@fastify/cookie';
import { registerCompactRequestLog } from './platform/dev-log.ts';
import Fastify, { LogController, type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthDomain } from './domains/health/index.ts';
import { usersDomain } from './domains/users/index.ts';
import { authDomain } from './domains/auth/index.ts';
import { analyticsDomain } from './domains/analytics/index.ts';
import { onboardingDomain } from './domains/onboarding/index.ts';
import { presenceDomain } from './domains/presence/index.ts';
import { searchDomain } from './domains/search/index.ts';
import { closedAreasDomain } from './domains/closed-areas/index.ts';
import { tipsDomain } from './domains/tips/index.ts';
import { legalDomain } from './domains/legal/index.ts';
import { chatDomain } from './domains/chat/index.ts';
import { groupsDomain } from './domains/groups/index.ts';
import { eventsDomain } from './domains/events/index.ts';
import { createFeedDomain } from './domains/feed/index.ts';
import { loadMomentItems, momentsDomain } from './domains/moments/index.ts';
import { companiesDomain } from './domains/companies/index.ts';
import { matcherDomain } from './domains/matcher/index.ts';
import { jobsDomain } from './domains/jobs/index.ts';
import { applicationsDomain } from './domains/applications/index.ts';
import { networkDomain } from './domains/network/index.ts';
import { notificationsDomain } from './domains/notifications/index.ts';
import { sponsoredDomain } from './domains/sponsored/index.ts';
import { wikiDomain } from './domains/wiki/index.ts';
import { devDomain } from './domains/dev/index.ts';
import { medkaiDomain } from './domains/medkai/index.ts';
import { adminDomain } from './domains/admin/index.ts';
import { moderationDomain } from './domains/moderation/index.ts';
import { registerErrorHandler, sendFrameworkError } from './platform/errors.ts';
import { registerInFlightDrain } from './platform/in-flight.ts';
import { registerInputCheck } from './platform/input.ts';
import { registerRouteLimits } from './platform/limiter.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerRequestIdHeader, requestIdOptions } from './platform/request-id.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerSessions } from './platform/session.ts';
import { registerSpa } from './platform/spa.ts';
import { registerUploads } from './platform/uploads.ts';
import type { TApp, TDeps, TDomain } from './platform/types.ts';

/** Every domain, in registration order; a new domain adds one line here (docs/adding-a-domain.md). */
const DOMAINS: TDomain[] = [
  healthDomain,
  usersDomain,
  authDomain,
  analyticsDomain,
  onboardingDomain,
  presenceDomain,
  searchDomain,
  closedAreasDomain,
  tipsDomain,
  legalDomain,
  chatDomain,
  groupsDomain,
  eventsDomain,
  createFeedDomain({ loadMomentItems }),
  momentsDomain,
  networkDomain,
  companiesDomain,
  jobsDomain,
  applicationsDomain,
  matcherDomain,
  notificationsDomain,
  sponsoredDomain,
  wikiDomain,
  adminDomain,
  moderationDomain,
  medkaiDomain,
  devDomain,
];

/**
 * `logger`: an existing pino logger, or false for none (tests). `onRoute`: called for every route
 * as it is added (tests enumerate the route table with it).
 */
export type TBuildOptions = TDeps & {
  logger?: FastifyBaseLogger | false;
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the Fastify app: platform plugins first, then every domain's routes, then the SPA. */
export async function buildApp({ logger, onRoute, ...deps }: TBuildOptions): Promise<TApp> {
  const { config } = deps;
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: logger === false ? false : { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    ...requestIdOptions(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: sendFrameworkError,
    // Outside production one compact line per request replaces Fastify's two (platform/dev-log.ts).
    logController: new LogController({ disableRequestLogging: config.env !== 'production' }),
  }).withTypeProvider<ZodTypeProvider>();
  if (config.env !== 'production') registerCompactRequestLog(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerInFlightDrain(app);
  registerRequestIdHeader(app);
  registerMetrics(app, deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputCheck(app);

  await app.register(cookie);
  registerSecurityHeaders(app, config);
  registerRouteLimits(app, deps.limiter);
  registerSessions(app, config, deps.database.db, deps.realtime);
  await registerUploads(app, config);

  for (const domain of DOMAINS) {
    // Each domain is an encapsulated plugin: its hooks and decorators stay within its routes.
    await app.register(async (scope) => domain.register(scope.withTypeProvider<ZodTypeProvider>(), deps));
  }

  await registerSpa(app, config, deps.limiter, deps.pageHeads);
  return app;
}
