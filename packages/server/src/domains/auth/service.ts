import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, normalizeEmail } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import { createToken, hashToken } from '../../platform/crypto.ts';
import type { DB } from '../../platform/db/index.ts';
import type { TTokenPurpose } from '../../platform/db/tables/auth.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { enforceLimits, rateLimited, type TLimiter } from '../../platform/limiter.ts';
import type { TJobQueue } from '../../platform/jobs.ts';
import type { TMailer } from '../../platform/mail.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { slugifyName } from '../users/user-name.ts';
import { APPLE_MESSAGES } from './apple.ts';
import { AUTH_LIMITS, TOKEN_LIFETIME_MS } from './limits.ts';
import { oneTimeLoginMail, passwordResetMail, welcomeMail } from './mails.ts';

export type TAuthContext = {
  config: TConfig;
  db: Kysely<DB>;
  limiter: TLimiter;
  mailer: TMailer;
  jobs: TJobQueue;
};

/** The jobs that look an address up and mail it a reset or one-time login link (no-ops for unknown addresses). */
export const AUTH_MAIL_JOBS = {
  passwordReset: 'auth.password-reset-mail',
  oneTimeLogin: 'auth.one-time-login-mail',
} as const;

const linkInvalid = () => new AppError('BAD_REQUEST', AUTH_MESSAGES.linkInvalid);

function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/**
 * Checks e-mail and password. Unknown addresses cost the same argon2 work as known ones, and
 * failures count per address whether or not it exists, so neither answer nor timing tells.
 * Failures count per address and IP (10/h: that IP stops guessing this address) and per address
 * across IPs (100/h). Nothing locks the member out: other IPs still log in, and while the address
 * is throttled its member gets a one-time login link by mail, once per window.
 */
export async function loginWithPassword(
  ctx: TAuthContext,
  input: { email: string; password: string; ip: string },
) {
  await enforceLimits(ctx.limiter, [
    [AUTH_LIMITS.loginPerMinute, input.ip],
    [AUTH_LIMITS.loginPerHour, input.ip],
  ]);
  const email = normalizeEmail(input.email);
  const addressAndIp = `${email} ${input.ip}`;
  const [addressWait, addressAndIpWait] = await Promise.all([
    ctx.limiter.peek(AUTH_LIMITS.failedLoginsPerAddress, email),
    ctx.limiter.peek(AUTH_LIMITS.failedLoginsPerAddressAndIp, addressAndIp),
  ]);
  if (addressWait > 0) {
    await mailThrottledLoginLink(ctx, email);
    throw rateLimited(addressWait, AUTH_MESSAGES.loginThrottled);
  }
  if (addressAndIpWait > 0) throw rateLimited(addressAndIpWait, AUTH_MESSAGES.tooManyFailedLogins);
  const user = await findUserByEmail(ctx.db, email);
  const isValid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !isValid) {
    await Promise.all([
      ctx.limiter.hit(AUTH_LIMITS.failedLoginsPerAddressAndIp, addressAndIp),
      ctx.limiter.hit(AUTH_LIMITS.failedLoginsPerAddress, email),
    ]);
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  await ctx.limiter.reset(AUTH_LIMITS.failedLoginsPerAddressAndIp, addressAndIp);
  return user;
}

/**
 * Queues the one-time login mail for a throttled address, once per window however often the
 * guesser tries; the job does nothing for an address without an account.
 */
async function mailThrottledLoginLink(ctx: TAuthContext, email: string) {
  if ((await ctx.limiter.hit(AUTH_LIMITS.throttleMailsPerAddress, email)) > 0) return;
  await ctx.jobs.enqueue(AUTH_MAIL_JOBS.oneTimeLogin, { email, isThrottled: true });
}

/** A free user name from the member's name: "anna.schmidt", else with a number appended. */
async function createUserName(db: Kysely<DB>, firstName: string, lastName: string): Promise<string> {
  const base = [slugifyName(firstName), slugifyName(lastName)].filter(Boolean).join('.') || 'mitglied';
  for (let attempt = 0; ; attempt++) {
    const candidate = attempt === 0 ? base : `${base}.${Math.floor(1000 + Math.random() * 9000 * attempt)}`;
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** Creates a member account; a taken address is a 422 on `email`. Queues the welcome mail. */
export async function registerMember(
  ctx: TAuthContext,
  input: { firstName: string; lastName: string; email: string; password: string; ip: string },
) {
  await enforceLimits(ctx.limiter, [[AUTH_LIMITS.registrationsPerIp, input.ip]]);
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw validationError({ email: [AUTH_MESSAGES.emailTaken] });
  return createMemberAccount(ctx, {
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    passwordHash: await hashPassword(input.password),
  });
}

/**
 * Inserts a member (terms accepted now) and queues the welcome mail. Shared by registration and
 * Sign in with Apple (no password, `appleSub` set). A taken address is a 422 on `email`.
 */
export async function createMemberAccount(
  ctx: TAuthContext,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string | null;
    appleSub?: string;
  },
) {
  const email = normalizeEmail(input.email);
  const now = Date.now();
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: input.passwordHash,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      user_name: await createUserName(ctx.db, input.firstName, input.lastName),
      apple_sub: input.appleSub ?? null,
      terms_accepted_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two registrations of one address at the same moment: the unique index decides.
      if (/unique|duplicate/i.test(String((error as Error).message))) {
        throw validationError({ email: [AUTH_MESSAGES.emailTaken] });
      }
      throw error;
    });
  await ctx.mailer.queue(
    welcomeMail({
      productName: ctx.config.productName,
      to: email,
      firstName: user.first_name,
      url: `${ctx.config.publicUrl}/feed`,
    }),
  );
  return user;
}

/**
 * Sign in with Apple, after the id_token is verified: the member with this Apple subject, else
 * the member with the (Apple-verified) address, who gets the subject linked, else a new account.
 */
export async function loginWithApple(
  ctx: TAuthContext,
  input: { sub: string; email: string | null; firstName?: string; lastName?: string },
) {
  const bySub = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('apple_sub', '=', input.sub)
    .executeTakeFirst();
  if (bySub) return { user: bySub, isNew: false };
  if (!input.email) throw new AppError('BAD_REQUEST', APPLE_MESSAGES.noEmail);
  const byEmail = await findUserByEmail(ctx.db, input.email);
  if (byEmail) {
    // The address belongs to a member already linked to another Apple ID: do not relink silently.
    if (byEmail.apple_sub !== null) throw new AppError('BAD_REQUEST', APPLE_MESSAGES.otherAccount);
    const linked = await ctx.db
      .updateTable('users')
      .set({ apple_sub: input.sub, updated_at: Date.now() })
      .where('id', '=', byEmail.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: linked, isNew: false };
  }
  const fallback = namesFromEmail(input.email);
  const firstName = input.firstName?.trim() || fallback.firstName;
  const lastName = input.firstName?.trim() ? (input.lastName?.trim() ?? '') : fallback.lastName;
  const user = await createMemberAccount(ctx, {
    firstName: firstName.slice(0, 100),
    lastName: lastName.slice(0, 100),
    email: input.email,
    passwordHash: null,
    appleSub: input.sub,
  });
  return { user, isNew: true };
}

/** "jana.jaeger@…" → Jana / Jaeger; a single word becomes the first name. */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { firstName: words[0] ?? 'Mitglied', lastName: words.slice(1).join(' ') };
}

/**
 * Queues the job for a reset or one-time login mail and resolves once it is stored (a row of
 * `background_jobs`, or in Redis), so an answer sent after it cannot be followed by a lost mail.
 * Every address costs the same here, two limit counts and one stored job, whether or not it has an
 * account: the job looks the address up later and does nothing for an unknown one, so neither the
 * answer nor its timing tells them apart.
 */
export async function requestAuthMail(
  ctx: TAuthContext,
  input: { job: keyof typeof AUTH_MAIL_JOBS; email: string; ip: string },
) {
  const email = normalizeEmail(input.email);
  await enforceLimits(ctx.limiter, [
    [AUTH_LIMITS.mailsPerIp, input.ip],
    [AUTH_LIMITS.mailsPerAddress, email],
  ]);
  await ctx.jobs.enqueue(AUTH_MAIL_JOBS[input.job], { email });
}

/** Issues a token for a purpose, voiding the member's open tokens of that purpose. */
async function issueToken(db: Kysely<DB>, userId: number, purpose: TTokenPurpose): Promise<string> {
  const token = createToken();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auth_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('auth_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: now + TOKEN_LIFETIME_MS[purpose],
      })
      .execute();
  });
  return token;
}

/** Job: mails a reset link to the address if it has an account; does nothing otherwise. */
export async function sendPasswordResetMail(ctx: TAuthContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueToken(ctx.db, user.id, 'password_reset');
  const url = `${ctx.config.publicUrl}/registrieren?email=${encodeURIComponent(user.email)}&hash=${token}`;
  await ctx.mailer.queue(
    passwordResetMail({
      productName: ctx.config.productName,
      to: user.email,
      firstName: user.first_name,
      url,
    }),
  );
}

/**
 * Job: mails a one-time login link to the address if it has an account; `isThrottled` when
 * password logins for it are throttled after many failed attempts, which the mail then explains.
 */
export async function sendOneTimeLoginMail(ctx: TAuthContext, email: string, isThrottled = false) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueToken(ctx.db, user.id, 'one_time_login');
  const url = `${ctx.config.publicUrl}/einmal-login?token=${token}`;
  await ctx.mailer.queue(
    oneTimeLoginMail({
      productName: ctx.config.productName,
      to: user.email,
      firstName: user.first_name,
      url,
      isThrottled,
    }),
  );
}

/** Marks a valid token used and returns its user id; any invalid, used, expired or foreign token is a 400. */
async function consumeToken(db: Kysely<DB>, token: string, purpose: TTokenPurpose): Promise<number> {
  const now = Date.now();
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!result) throw linkInvalid();
  return result.user_id;
}

/**
 * Sets a new password from a reset link. Ends every session of the member and voids all open
 * tokens, so a stolen session or link stops working.
 */
export async function updatePasswordWithToken(
  ctx: TAuthContext,
  input: { email: string; token: string; newPassword: string },
) {
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const tokenRow = await trx
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .select(['auth_tokens.user_id', 'users.email'])
      .where('auth_tokens.token_hash', '=', hashToken(input.token))
      .executeTakeFirst();
    if (!tokenRow || tokenRow.email !== normalizeEmail(input.email)) throw linkInvalid();
    const userId = await consumeToken(trx, input.token, 'password_reset');
    const now = Date.now();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('auth_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  });
}

/** Logs in with a one-time link's token; returns the member. */
export async function verifyOneTimeLogin(ctx: TAuthContext, token: string) {
  const userId = await consumeToken(ctx.db, token, 'one_time_login');
  return ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}
