/**
 * Logged-in sessions for the bench, written straight into `sessions` the way startSession() does
 * (the cookie holds a random token, the row id is its SHA-256), so no argon2 login is needed.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../packages/server/src/platform/db/index.ts';
import { createToken, hashToken, hmac } from '../../packages/server/src/platform/crypto.ts';
import type { TBenchUser } from '../routes/index.ts';
import { BENCH_ADMIN_EMAIL_DOMAIN } from '../seed-stages/funnels.ts';
import { BENCH_EMAIL_DOMAIN } from '../seed-stages/users.ts';

const BENCH_USER_AGENT = 'pflegepuls-bench';
/** Far enough that no bench run ever sees a session expire. */
const SESSION_LIFETIME_MS = 10 * 365 * 24 * 60 * 60_000;

/**
 * Creates one session for each of `count` seeded members spread evenly over the id range (so
 * pages are not all the oldest members'), after deleting the sessions of earlier bench runs.
 */
export async function createBenchSessions(
  db: Kysely<DB>,
  options: { count: number; sessionSecret: string },
): Promise<TBenchUser[]> {
  await db.deleteFrom('sessions').where('user_agent', '=', BENCH_USER_AGENT).execute();
  return insertSessions(db, { ...options, emailDomain: BENCH_EMAIL_DOMAIN });
}

/** One session for each of the seed's bench admins (seed-stages/funnels.ts), after createBenchSessions. */
export function createBenchAdminSessions(
  db: Kysely<DB>,
  options: { count: number; sessionSecret: string },
): Promise<TBenchUser[]> {
  return insertSessions(db, { ...options, emailDomain: BENCH_ADMIN_EMAIL_DOMAIN });
}

async function insertSessions(
  db: Kysely<DB>,
  options: { count: number; sessionSecret: string; emailDomain: string },
): Promise<TBenchUser[]> {
  const members = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'like', `%@${options.emailDomain}`)
    .orderBy('id')
    .execute();
  if (members.length === 0)
    throw new Error(`The large seed has nobody at ${options.emailDomain} to log in as.`);
  const step = members.length / Math.min(options.count, members.length);
  const chosen = Array.from(
    { length: Math.min(options.count, members.length) },
    (_, i) => members[Math.floor(i * step)]!,
  );
  const now = Date.now();
  // platform/session.ts: the CSRF token is this HMAC of the session token or the anonymous id.
  const csrfFor = (token: string) => hmac(options.sessionSecret, `csrf:${token}`);
  const users = chosen.map((member): TBenchUser => {
    const token = createToken();
    const anonymousToken = createToken();
    return {
      id: member.id,
      email: member.email,
      sessionToken: token,
      csrfToken: csrfFor(token),
      anonymousToken,
      anonymousCsrfToken: csrfFor(anonymousToken),
    };
  });
  await db
    .insertInto('sessions')
    .values(
      users.map((user) => ({
        id: hashToken(user.sessionToken),
        user_id: user.id,
        created_at: now,
        last_active_at: now,
        expires_at: now + SESSION_LIFETIME_MS,
        is_persistent: 1,
        user_agent: BENCH_USER_AGENT,
        ip: '127.0.0.1',
      })),
    )
    .execute();
  return users;
}
