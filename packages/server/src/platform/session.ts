/**
 * Sessions and CSRF protection.
 *
 * - The session cookie holds a random token; the database keeps only its SHA-256 (`sessions.id`).
 * - Every state-changing request needs `X-CSRF-TOKEN`, an HMAC of the session token (or, before
 *   login, of an anonymous random cookie) under SESSION_SECRET. The SPA reads it from
 *   `<meta name="csrf-token">` in index.html, which the server renders per request.
 * - A new session token is created at every login, so the CSRF token changes with it; login
 *   answers carry the new one in the `X-CSRF-TOKEN` response header.
 * - A route can opt out with `config: { csrfExempt: true }`. Only for cross-site form posts that
 *   carry their own CSRF protection (Apple's callback: `state` bound to a signed cookie).
 * - A session ended by `endSession` (logout) or replaced by `startSession` is announced on the
 *   realtime bus (`SESSION_ENDED_MESSAGE`), so every instance closes that session's sockets at once.
 * - Admins' sessions end 12 hours after login or after 30 minutes without a request
 *   (ADMIN_SESSION_MAX_AGE_MS, ADMIN_SESSION_IDLE_MS); `expires_at` always holds the end, so the
 *   realtime sockets' own check ends them too. An expired session is deleted at its next request.
 */
// The cookie plugin's request and reply fields, wherever this module is compiled (bench, scripts).
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_AGE_MS, DAY_MS } from '@pflegepuls/shared';
import type { TConfig } from '../config.ts';
import type { DB } from './db/index.ts';
import { AppError } from './errors.ts';
import { createToken, hashToken, hmac, safeEqual } from './crypto.ts';
import type { TBusMessage, TRealtimeBus, TSessionEndedMessage } from './realtime.ts';

export const SESSION_PERSISTENT_MS = 30 * DAY_MS;
/** A browser session (no "remember") still ends on the server after a day without activity. */
export const SESSION_BROWSER_IDLE_MS = DAY_MS;
/** Activity is written at most this often per session, keeping reads read-only. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;
/** An admin's idle time counts from the last request to within a minute. */
const ADMIN_SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * When a session ends if it stays idle from `activeAt` on: a member's after its lifetime, an
 * admin's after ADMIN_SESSION_IDLE_MS but never later than ADMIN_SESSION_MAX_AGE_MS after login.
 */
export function sessionEnd(
  session: { createdAt: number; isPersistent: boolean; isAdmin: boolean },
  activeAt: number,
): number {
  const lifetime = session.isPersistent ? SESSION_PERSISTENT_MS : SESSION_BROWSER_IDLE_MS;
  if (!session.isAdmin) return activeAt + lifetime;
  return Math.min(activeAt + ADMIN_SESSION_IDLE_MS, session.createdAt + ADMIN_SESSION_MAX_AGE_MS);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bus message that closes the realtime sockets of one ended session; never sent to a tab. */
export const SESSION_ENDED_MESSAGE: TSessionEndedMessage['type'] = 'session_ended';

/** Whether a bus message ends the session `sessionId` (the SHA-256 kept in `sessions.id`). */
export function isSessionEnded(message: TBusMessage, sessionId: string | null): boolean {
  return message.type === SESSION_ENDED_MESSAGE && message.sessionId === sessionId;
}

export type TSessionUser = {
  id: number;
  isAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: TSessionUser | null;
    sessionId: string | null;
    /** The cookie value the CSRF token is bound to (session token or anonymous id). */
    csrfSubject: string | null;
  }
  interface FastifyInstance {
    /** Publishes that a member's session ended (best effort: a failing bus never fails a logout). */
    announceSessionEnded(userId: number, sessionId: string): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Skips the X-CSRF-TOKEN check; the route must protect itself (see the module comment). */
    csrfExempt?: boolean;
  }
}

export function cookieNames(config: TConfig) {
  // The __Host- prefix pins the cookie to this host and path '/' over HTTPS.
  const prefix = config.isSecure ? '__Host-' : '';
  return { session: `${prefix}pp_session`, anonymous: `${prefix}pp_anon` };
}

function cookieOptions(config: TConfig, maxAgeMs?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isSecure,
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  };
}

/** The CSRF token for a request, creating the anonymous cookie when there is neither. */
export function getCsrfToken(config: TConfig, request: FastifyRequest, reply: FastifyReply): string {
  if (!request.csrfSubject) {
    request.csrfSubject = createToken();
    reply.setCookie(cookieNames(config).anonymous, request.csrfSubject, cookieOptions(config));
  }
  return hmac(config.sessionSecret, `csrf:${request.csrfSubject}`);
}

/** Adds the session and CSRF hooks to the root instance. */
export function registerSessions(
  app: FastifyInstance,
  config: TConfig,
  db: Kysely<DB>,
  realtime: TRealtimeBus,
) {
  const names = cookieNames(config);
  app.decorate('announceSessionEnded', async (userId: number, sessionId: string) => {
    // A bus that is down leaves the socket to its own check of the session at the next ping.
    await realtime
      .publish(userId, { type: SESSION_ENDED_MESSAGE, sessionId })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Sitzungsende nicht gemeldet'));
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('csrfSubject', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[names.session];
    if (token) {
      const now = Date.now();
      const id = hashToken(token);
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.user_id',
          'sessions.created_at',
          'sessions.expires_at',
          'sessions.last_active_at',
          'sessions.is_persistent',
          'users.is_admin',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
      const session = row && {
        createdAt: row.created_at,
        isPersistent: row.is_persistent === 1,
        isAdmin: row.is_admin === 1,
      };
      // Checked on every request, not only via expires_at: the admin flag may have been set since login.
      const isValid =
        row &&
        session &&
        row.expires_at > now &&
        (!session.isAdmin || sessionEnd(session, row.last_active_at) > now);
      if (row && session && isValid) {
        request.user = { id: row.user_id, isAdmin: session.isAdmin };
        request.sessionId = id;
        request.csrfSubject = token;
        const touchEvery = session.isAdmin ? ADMIN_SESSION_TOUCH_INTERVAL_MS : SESSION_TOUCH_INTERVAL_MS;
        if (now - row.last_active_at > touchEvery) {
          await db
            .updateTable('sessions')
            .set({ last_active_at: now, expires_at: sessionEnd(session, now) })
            .where('id', '=', id)
            .execute();
        }
      } else {
        if (row) {
          await db.deleteFrom('sessions').where('id', '=', id).execute();
          await app.announceSessionEnded(row.user_id, id);
        }
        reply.clearCookie(names.session, cookieOptions(config));
      }
    }
    if (!request.csrfSubject) request.csrfSubject = request.cookies[names.anonymous] ?? null;

    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.csrfExempt !== true) {
      const header = request.headers['x-csrf-token'];
      const expected = request.csrfSubject ? hmac(config.sessionSecret, `csrf:${request.csrfSubject}`) : null;
      if (!expected || typeof header !== 'string' || !safeEqual(header, expected)) {
        throw new AppError('CSRF_MISMATCH');
      }
    }
  });
}

/** Starts a fresh session for a user (new id at every login) and returns its CSRF token. */
export async function startSession(
  config: TConfig,
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: number; persistent: boolean },
): Promise<string> {
  const now = Date.now();
  // Every login path ends here: a suspension or ban by moderation refuses it while it lasts
  // (docs/moderation.md).
  const suspension = await db
    .selectFrom('member_suspensions')
    .select('until')
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (suspension && (suspension.until === null || suspension.until > now))
    throw new AppError(
      'FORBIDDEN',
      suspension.until === null
        ? 'Dein Konto ist gesperrt. Die Begründung haben wir dir per E-Mail geschickt.'
        : `Dein Konto ist bis ${new Date(suspension.until).toLocaleString('de-DE', {
            timeZone: 'Europe/Berlin',
            dateStyle: 'short',
            timeStyle: 'short',
          })} Uhr gesperrt. Die Begründung haben wir dir per E-Mail geschickt.`,
    );
  await deleteSession(db, request);
  const token = createToken();
  const user = await db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', options.userId)
    .executeTakeFirst();
  const end = sessionEnd(
    { createdAt: now, isPersistent: options.persistent, isAdmin: user?.is_admin === 1 },
    now,
  );
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: options.userId,
      created_at: now,
      last_active_at: now,
      expires_at: end,
      is_persistent: options.persistent ? 1 : 0,
      user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
      ip: request.ip,
    })
    .execute();
  reply.setCookie(
    cookieNames(config).session,
    token,
    cookieOptions(config, options.persistent ? SESSION_PERSISTENT_MS : undefined),
  );
  request.sessionId = hashToken(token);
  request.csrfSubject = token;
  const csrf = hmac(config.sessionSecret, `csrf:${token}`);
  reply.header('x-csrf-token', csrf);
  return csrf;
}

/** Deletes the request's session, if any, and announces its end to the realtime sockets. */
async function deleteSession(db: Kysely<DB>, request: FastifyRequest) {
  const { sessionId, user } = request;
  if (!sessionId) return;
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  if (user) await request.server.announceSessionEnded(user.id, sessionId);
}

/** Ends the request's session on the server and clears its cookie. */
export async function endSession(
  config: TConfig,
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await deleteSession(db, request);
  reply.clearCookie(cookieNames(config).session, cookieOptions(config));
  request.user = null;
  request.sessionId = null;
  // The tab goes on anonymously: hand it the token of its anonymous cookie.
  request.csrfSubject = request.cookies[cookieNames(config).anonymous] ?? null;
  reply.header('x-csrf-token', getCsrfToken(config, request, reply));
}

/** Guards a route: 401 when not logged in. */
export function requireUser(request: FastifyRequest): TSessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/**
 * The members guard, as a route's `preValidation` hook: 401 before the body, query or parameters
 * are validated, so a visitor learns nothing about a route's schema and never sees a 422 instead.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Guards a route: 401 when not logged in, 403 when not an admin. */
export function requireAdmin(request: FastifyRequest): TSessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
  return user;
}

/**
 * The admins guard as a route's `preValidation` hook: 401 for visitors and 403 for members before
 * the query or body is validated, so neither sees a 422 of an admin route.
 */
export async function requireAdminHook(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
