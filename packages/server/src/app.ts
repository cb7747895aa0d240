import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerOnboardingAnalyticsRoutes } from './domains/analytics/onboarding-routes.ts';
import { registerAnalyticsRoutes } from './domains/analytics/routes.ts';
import { registerAppleRoutes } from './domains/auth/apple-routes.ts';
import { registerAuthRoutes } from './domains/auth/routes.ts';
import { registerChatRoutes } from './domains/chat/routes.ts';
import { registerClosedAreaRoutes } from './domains/closed-areas/routes.ts';
import { registerEventRoutes } from './domains/events/routes.ts';
import { registerFeedRoutes } from './domains/feed/routes.ts';
import { registerGroupRoutes } from './domains/groups/routes.ts';
import { registerMomentRoutes } from './domains/moments/routes.ts';
import { registerNetworkRoutes } from './domains/network/routes.ts';
import { registerNotificationRoutes } from './domains/notifications/routes.ts';
import { registerPresenceRoutes } from './domains/presence/routes.ts';
import { registerSearchRoutes } from './domains/search/routes.ts';
import { registerSponsoredRoutes } from './domains/sponsored/routes.ts';
import { registerTipRoutes } from './domains/tips/routes.ts';
import { registerDevRoutes } from './domains/dev/routes.ts';
import { registerHealthRoutes } from './domains/health/routes.ts';
import { registerOnboardingRoutes } from './domains/onboarding/routes.ts';
import { registerUserRoutes } from './domains/users/routes.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerInFlightDrain } from './platform/in-flight.ts';
import { registerRateLimits, registerSecurityHeaders } from './platform/security.ts';
import { registerSessions } from './platform/session.ts';
import { registerSpa } from './platform/spa.ts';
import { registerUploads } from './platform/uploads.ts';
import type { TApp, TDeps } from './platform/types.ts';

/** `logger`: an existing pino logger, or false for none (tests). */
export type TBuildOptions = TDeps & { logger?: FastifyBaseLogger | false };

/** Builds the Fastify app: platform plugins first, then every domain's routes, then the SPA. */
export async function buildApp({ logger, ...deps }: TBuildOptions): Promise<TApp> {
  const { config } = deps;
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: logger === false ? false : { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  registerInFlightDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  registerSecurityHeaders(app, config);
  await registerRateLimits(app, deps.redis);
  registerSessions(app, config, deps.database.db, deps.realtime);
  await registerUploads(app, config);

  registerHealthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerAppleRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerOnboardingRoutes(app, deps);
  registerOnboardingAnalyticsRoutes(app, deps);
  registerPresenceRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerClosedAreaRoutes(app, deps);
  registerTipRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerGroupRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerFeedRoutes(app, deps);
  registerMomentRoutes(app, deps);
  registerNetworkRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerSponsoredRoutes(app, deps);
  registerDevRoutes(app, deps);

  await registerSpa(app, config);
  return app;
}
