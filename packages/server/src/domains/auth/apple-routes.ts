import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZFirstName, ZLastName } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import { createToken, hmac, safeEqual } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { startSession } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  APPLE_MESSAGES,
  AppleLoginError,
  appleAuthorizeUrl,
  createAppleClient,
  type TAppleUserField,
} from './apple.ts';
import { loginWithApple, type TAuthContext } from './service.ts';
import { escapeHtml } from '../../platform/html.ts';

const COOKIE_NAME = 'pp_apple';
const COOKIE_PATH = '/apple-login';
const COOKIE_LIFETIME_MS = 10 * 60_000;
const ROUTE_LIMIT = { max: 30, windowMs: 60_000 };
const FORM_BODY_LIMIT = 64 * 1024;

type TAppleCookie = { state: string; nonce: string; expiresAt: number };

/** A small German page for every outcome that is not a redirect; only fixed, safe texts. */
function sendPage(reply: FastifyReply, config: TConfig, status: number, paragraphs: string[]) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mit Apple anmelden – ${escapeHtml(config.productName)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f3ef;color:#262421;display:grid;place-items:center;min-height:100vh;margin:0;padding:24px}main{max-width:440px;background:#fff;border-radius:16px;padding:28px;box-shadow:0 1px 3px #0001}a{color:#b25f00}</style></head>
<body><main><h1>Mit Apple anmelden</h1>${body}<p><a href="/registrieren">Zurück zur Anmeldung</a></p></main></body></html>`,
    );
}

function cookieOptions(config: TConfig) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    // Apple posts the callback cross-site (form_post): a Lax cookie would not come back.
    sameSite: config.isSecure ? ('none' as const) : ('lax' as const),
    secure: config.isSecure,
  };
}

function sealCookie(secret: string, value: TAppleCookie): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${hmac(secret, `apple:${payload}`)}`;
}

function openCookie(secret: string, raw: string | undefined): TAppleCookie | null {
  if (!raw) return null;
  const [payload, mac, extra] = raw.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  if (!safeEqual(mac, hmac(secret, `apple:${payload}`))) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TAppleCookie;
    if (typeof value.state !== 'string' || typeof value.nonce !== 'string') return null;
    if (typeof value.expiresAt !== 'number' || value.expiresAt < Date.now()) return null;
    return value;
  } catch {
    return null;
  }
}

/** The name Apple sends once, on the first login, as JSON in the `user` field. */
function parseUserField(raw: string | undefined): { firstName?: string; lastName?: string } {
  if (!raw || raw.length > 4096) return {};
  try {
    const user = JSON.parse(raw) as TAppleUserField;
    // A name with invisible or control characters is dropped like a missing one (docs/platform.md).
    const firstName = ZFirstName.safeParse(user.name?.firstName).data;
    const lastName = ZLastName.safeParse(user.name?.lastName).data;
    return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  } catch {
    return {};
  }
}

const field = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Sign in with Apple (OpenID Connect, see docs/auth.md). `GET /apple-login` sends the browser to
 * Apple with a fresh `state` and `nonce` kept in a signed 10-minute cookie; Apple posts the code
 * back to `POST /apple-login/callback`. Without APPLE_* settings both answer a German page (404: the address leads nowhere on this installation).
 */
export function registerAppleRoutes(app: TApp, deps: TDeps) {
  const { config, database, limiter, mailer, jobs } = deps;
  const apple = config.apple;
  const ctx: TAuthContext = { config, db: database.db, limiter, mailer, jobs };
  const client = apple ? createAppleClient(apple, config.publicUrl) : null;
  const notConfigured = (reply: FastifyReply) =>
    sendPage(reply, config, 404, [
      APPLE_MESSAGES.notConfigured,
      'Du kannst dich stattdessen mit deiner E-Mail-Adresse anmelden oder registrieren.',
    ]);

  app.get('/apple-login', { config: { rateLimit: ROUTE_LIMIT } }, async (_request, reply) => {
    if (!apple) return notConfigured(reply);
    const state = createToken();
    const nonce = createToken();
    reply.setCookie(
      COOKIE_NAME,
      sealCookie(config.sessionSecret, { state, nonce, expiresAt: Date.now() + COOKIE_LIFETIME_MS }),
      { ...cookieOptions(config), maxAge: COOKIE_LIFETIME_MS / 1000 },
    );
    return reply
      .header('cache-control', 'no-store')
      .redirect(appleAuthorizeUrl(apple, config.publicUrl, { state, nonce }), 302);
  });

  // Apple's form post is the only urlencoded body the server accepts, so the parser stays in
  // this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.post(
      '/apple-login/callback',
      // Cross-site form post: no X-CSRF-TOKEN possible; `state` bound to the signed cookie instead.
      { config: { rateLimit: ROUTE_LIMIT, csrfExempt: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!apple || !client) return notConfigured(reply);
        const body =
          request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
        const cookie = openCookie(config.sessionSecret, request.cookies[COOKIE_NAME]);
        reply.clearCookie(COOKIE_NAME, cookieOptions(config));
        if (field(body, 'error')) return sendPage(reply, config, 400, [APPLE_MESSAGES.cancelled]);
        const state = field(body, 'state');
        const code = field(body, 'code');
        if (!cookie || !state || !safeEqual(state, cookie.state) || !code || code.length > 2048) {
          return sendPage(reply, config, 400, [APPLE_MESSAGES.stateInvalid]);
        }
        try {
          const idToken = await client.exchangeCode(code);
          const identity = await client.verifyIdToken(idToken, cookie.nonce);
          const { user, isNew } = await loginWithApple(ctx, {
            ...identity,
            ...parseUserField(field(body, 'user')),
          });
          await startSession(config, database.db, request, reply, { userId: user.id, persistent: true });
          return reply.redirect(isNew ? '/feed?onboarding=standard' : '/feed', 302);
        } catch (error) {
          if (error instanceof AppleLoginError) {
            request.log.warn({ detail: error.message }, 'Anmeldung mit Apple fehlgeschlagen');
            return sendPage(reply, config, error.status, [error.userMessage]);
          }
          if (error instanceof AppError && error.statusCode < 500) {
            return sendPage(reply, config, 400, [error.message]);
          }
          request.log.error({ err: error }, 'Anmeldung mit Apple fehlgeschlagen');
          return sendPage(reply, config, 500, [
            'Bei der Anmeldung mit Apple ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.',
          ]);
        }
      },
    );
  });
}
