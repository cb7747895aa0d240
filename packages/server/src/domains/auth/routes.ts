import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ZAuthResult,
  ZEmailRequest,
  ZLoginRequest,
  ZOneTimeVerifyRequest,
  ZPasswordUpdateRequest,
  ZRegisterRequest,
} from '@pflegepuls/shared';
import { endSession, startSession } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { presentAuthUser } from './present.ts';
import {
  AUTH_MAIL_JOBS,
  loginWithPassword,
  registerMember,
  requestAuthMail,
  sendOneTimeLoginMail,
  sendPasswordResetMail,
  updatePasswordWithToken,
  verifyOneTimeLogin,
  type TAuthContext,
} from './service.ts';

const ZSuccess = z.object({ success: z.boolean(), message: z.string() });
/** Tokens have 256 bits, so guessing is hopeless; the limit keeps the endpoints cheap to serve. */
const TOKEN_ROUTE_LIMIT = { max: 30, windowMs: 60_000 };

/** Authentication endpoints of 001 §7.1; every login starts a fresh, persistent session. */
export function registerAuthRoutes(app: TApp, deps: TDeps) {
  const { config, database, limiter, mailer, jobs } = deps;
  const ctx: TAuthContext = { config, db: database.db, limiter, mailer, jobs };
  jobs.register(AUTH_MAIL_JOBS.passwordReset, (data) => sendPasswordResetMail(ctx, String(data['email'])));
  jobs.register(AUTH_MAIL_JOBS.oneTimeLogin, (data) =>
    sendOneTimeLoginMail(ctx, String(data['email']), data['isThrottled'] === true),
  );

  app.post(
    '/api/user/login',
    { schema: { body: ZLoginRequest, response: { 200: ZAuthResult } } },
    async (request, reply) => {
      const user = await loginWithPassword(ctx, { ...request.body, ip: request.ip });
      // The original client always sends remember "on"; without it the session ends with the browser.
      await startSession(config, database.db, request, reply, {
        userId: user.id,
        persistent: request.body.remember !== undefined && request.body.remember !== false,
      });
      return { success: true, message: AUTH_MESSAGES.loggedIn, user: presentAuthUser(user) };
    },
  );

  app.post(
    '/api/user/register',
    { schema: { body: ZRegisterRequest, response: { 200: ZAuthResult } } },
    async (request, reply) => {
      const { firstname, lastname, email, password } = request.body;
      const user = await registerMember(ctx, {
        firstName: firstname,
        lastName: lastname,
        email,
        password,
        ip: request.ip,
      });
      await startSession(config, database.db, request, reply, { userId: user.id, persistent: true });
      return {
        success: true,
        message: `Willkommen bei ${config.productName}! Dein Konto wurde erstellt.`,
        user: presentAuthUser(user),
      };
    },
  );

  app.post(
    '/api/user/password-reset',
    { schema: { body: ZEmailRequest, response: { 200: ZSuccess } } },
    async (request) => {
      await requestAuthMail(ctx, { job: 'passwordReset', email: request.body.email, ip: request.ip });
      return { success: true, message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/user/password-reset/update',
    {
      config: { rateLimit: TOKEN_ROUTE_LIMIT },
      schema: { body: ZPasswordUpdateRequest, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { email, hash, newPassword } = request.body;
      await updatePasswordWithToken(ctx, { email, token: hash, newPassword });
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/user/one-time-login/request',
    { schema: { body: ZEmailRequest, response: { 200: ZSuccess } } },
    async (request) => {
      await requestAuthMail(ctx, { job: 'oneTimeLogin', email: request.body.email, ip: request.ip });
      return { success: true, message: AUTH_MESSAGES.oneTimeRequested };
    },
  );

  app.post(
    '/api/user/one-time-login/verify',
    {
      config: { rateLimit: TOKEN_ROUTE_LIMIT },
      schema: { body: ZOneTimeVerifyRequest, response: { 200: ZAuthResult } },
    },
    async (request, reply) => {
      const user = await verifyOneTimeLogin(ctx, request.body.token);
      await startSession(config, database.db, request, reply, { userId: user.id, persistent: true });
      return { success: true, message: AUTH_MESSAGES.loggedIn, user: presentAuthUser(user) };
    },
  );

  app.post('/user/logout', { schema: { response: { 200: ZSuccess } } }, async (request, reply) => {
    await endSession(config, database.db, request, reply);
    return { success: true, message: AUTH_MESSAGES.loggedOut };
  });
}
