import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@pflegepuls/shared';
import { AUTH_LIMITS } from './limits.ts';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  type TTestApp,
} from '../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function latestMailTo(email: string) {
  await t.deps.jobs.idle();
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function oneTimeMailsTo(email: string) {
  await t.deps.jobs.idle();
  return t.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('subject', 'like', 'Dein Anmeldelink%')
    .orderBy('id')
    .execute();
}

function linkFrom(text: string | null | undefined, pattern: RegExp): URL {
  const match = pattern.exec(text ?? '');
  if (!match) throw new Error(`Kein Link in: ${text}`);
  return new URL(match[0]);
}

async function visitor() {
  return new TestClient(t.app).open();
}

describe(`registration on ${testDialect}`, () => {
  it('creates an account, logs it in and queues the welcome mail', async () => {
    const v = await visitor();
    const response = await v.post('/api/user/register', {
      firstname: ' Jana ',
      lastname: 'Jäger',
      email: ' Jana.Jaeger@Example.org ',
      password: 'sicher-genug',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      user: { fullName: 'Jana Jäger', email: 'jana.jaeger@example.org' },
    });
    expect(body.user.userName).toMatch(/^jana\.jaeger/);
    expect(body.user).not.toHaveProperty('password_hash');
    const me = await v.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);
    const mail = await latestMailTo('jana.jaeger@example.org');
    expect(mail?.subject).toBe('Willkommen bei Pflegepuls!');
    const stored = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'terms_accepted_at'])
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.terms_accepted_at).toBeGreaterThan(0);
  });

  it.each([
    [
      { firstname: '', lastname: 'L', email: 'a@b.de', password: 'Sicher-Pflegen-26', accept_terms: true },
      'firstname',
      AUTH_MESSAGES.firstNameRequired,
    ],
    [
      { firstname: 'F', lastname: ' ', email: 'a@b.de', password: 'Sicher-Pflegen-26', accept_terms: true },
      'lastname',
      AUTH_MESSAGES.lastNameRequired,
    ],
    [
      { firstname: 'F', lastname: 'L', email: 'kein-at', password: 'Sicher-Pflegen-26', accept_terms: true },
      'email',
      AUTH_MESSAGES.emailInvalid,
    ],
    [
      { firstname: 'F', lastname: 'L', email: 'a@b.de', password: '1234567', accept_terms: true },
      'password',
      AUTH_MESSAGES.passwordTooShort,
    ],
    [
      { firstname: 'F', lastname: 'L', email: 'a@b.de', password: 'Sicher-Pflegen-26', accept_terms: false },
      'accept_terms',
      AUTH_MESSAGES.termsRequired,
    ],
    [
      { firstname: 'F', lastname: 'L', email: 'a@b.de', password: '12345678', accept_terms: true },
      'password',
      AUTH_MESSAGES.passwordTooCommon,
    ],
    [
      { firstname: 'F', lastname: 'L', email: 'a@b.de', password: 'Passwort1', accept_terms: true },
      'password',
      AUTH_MESSAGES.passwordTooCommon,
    ],
  ])('rejects bad input with a German 422 (%#)', async (payload, field, message) => {
    const v = await visitor();
    const response = await v.post('/api/user/register', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', 'a@b.de')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers a taken address, in any spelling, with a 422 on email', async () => {
    const existing = await insertUser(t.database);
    const v = await visitor();
    const response = await v.post('/api/user/register', {
      firstname: 'F',
      lastname: 'L',
      email: existing.email.toUpperCase(),
      password: 'Sicher-Pflegen-26',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: [AUTH_MESSAGES.emailTaken] },
    });
  });

  it('needs the CSRF token', async () => {
    const v = await visitor();
    const response = await v.post(
      '/api/user/register',
      {
        firstname: 'F',
        lastname: 'L',
        email: 'csrf@b.de',
        password: 'Sicher-Pflegen-26',
        accept_terms: true,
      },
      { csrf: null },
    );
    expect(response.statusCode).toBe(419);
  });

  it('limits registrations to 5 per 30 minutes per IP', async () => {
    const v = await visitor();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await v.post('/api/user/register', {
        firstname: 'F',
        lastname: 'L',
        email: `viele${i}@b.de`,
        password: 'Sicher-Pflegen-26',
        accept_terms: true,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) await v.post('/user/logout');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe(`login and logout on ${testDialect}`, () => {
  let user: { id: number; email: string };
  beforeEach(async () => {
    user = await insertUser(t.database);
  });

  it('logs in with a fresh session and CSRF token, remembered for 30 days', async () => {
    const v = await visitor();
    const anonymousCsrf = v.csrf;
    const response = await v.post('/api/user/login', {
      email: ` ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
      remember: 'on',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email } });
    const cookie = response.cookies.find((c) => c.name === 'pp_session');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(v.csrf).not.toBe(anonymousCsrf);
    expect((await v.get('/api/user/me')).statusCode).toBe(200);
    // The anonymous token no longer fits the new session.
    expect((await v.post('/user/logout', {}, { csrf: anonymousCsrf })).statusCode).toBe(419);
  });

  it('keeps a browser session without remember', async () => {
    const v = await visitor();
    const response = await v.post('/api/user/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'pp_session')?.maxAge).toBeUndefined();
  });

  it('gives one message for a wrong password and an unknown address', async () => {
    const v = await visitor();
    const wrong = await v.post('/api/user/login', { email: user.email, password: 'falsch-falsch' });
    const unknown = await v.post('/api/user/login', {
      email: 'niemand@example.org',
      password: 'falsch-falsch',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers missing fields with a German 422', async () => {
    const v = await visitor();
    const response = await v.post('/api/user/login', { email: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      email: [AUTH_MESSAGES.emailRequired],
      password: [AUTH_MESSAGES.passwordRequired],
    });
  });

  it('limits login attempts to 6 per minute per IP', async () => {
    const v = await visitor();
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await v.post('/api/user/login', { email: `x${i}@example.org`, password: 'falsch' })).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('stops 10 wrong passwords from one IP there, while the right password from another IP works', async () => {
    const attacker = await visitor();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 10; i++) {
        // A minute between every five tries, as a patient guesser would wait out the per-IP limit.
        if (i === 5) vi.setSystemTime(Date.now() + 61_000);
        const wrong = await attacker.post('/api/user/login', { email: user.email, password: `falsch-${i}` });
        expect(wrong.statusCode).toBe(401);
      }
      vi.setSystemTime(Date.now() + 61_000);
      const stopped = await attacker.post('/api/user/login', { email: user.email, password: TEST_PASSWORD });
      expect(stopped.statusCode).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(3000);
      expect(stopped.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyFailedLogins });

      const member = await visitor();
      const response = await member.post('/api/user/login', { email: user.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect((await member.get('/api/user/me')).json().id).toBe(user.id);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throttles an address after 100 failures across IPs and mails its member one login link', async () => {
    // 99 failures from many addresses (ten per IP at most) before this test's own, the 100th.
    for (let i = 0; i < 99; i++) await t.deps.limiter.hit(AUTH_LIMITS.failedLoginsPerAddress, user.email);
    const last = await (await visitor()).post('/api/user/login', { email: user.email, password: 'falsch' });
    expect(last.statusCode).toBe(401);
    expect(await oneTimeMailsTo(user.email)).toHaveLength(0);

    const member = await visitor();
    const throttled = await member.post('/api/user/login', { email: user.email, password: TEST_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json()).toEqual({ success: false, message: AUTH_MESSAGES.loginThrottled });
    expect(throttled.json().message).toMatch(/Anmeldelink per E-Mail funktioniert weiterhin/);
    const again = await (await visitor()).post('/api/user/login', { email: user.email, password: 'x' });
    expect(again.statusCode).toBe(429);

    const mails = await oneTimeMailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toMatch(/sehr viele fehlgeschlagene Anmeldeversuche/);
    const token = linkFrom(mails[0]!.text_body, /http:\/\/\S+\/einmal-login\?\S+/).searchParams.get('token')!;
    const verify = await member.post('/api/user/one-time-login/verify', { token });
    expect(verify.statusCode).toBe(200);
    expect((await member.get('/api/user/me')).json().id).toBe(user.id);

    // Asking for a login link still works for the throttled address.
    const request = await (await visitor()).post('/api/user/one-time-login/request', { email: user.email });
    expect(request.statusCode).toBe(200);
    expect(await oneTimeMailsTo(user.email)).toHaveLength(2);
  });

  it('throttles an unknown address with the same answer and mails nothing', async () => {
    const email = `niemand-${user.id}@example.org`;
    for (let i = 0; i < 100; i++) await t.deps.limiter.hit(AUTH_LIMITS.failedLoginsPerAddress, email);
    const response = await (await visitor()).post('/api/user/login', { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.loginThrottled });
    expect(await oneTimeMailsTo(email)).toHaveLength(0);
  });

  it('ends the session on the server at logout', async () => {
    const v = await visitor();
    await v.post('/api/user/login', { email: user.email, password: TEST_PASSWORD });
    const sessionCookie = v.cookieHeader;
    const response = await v.post('/user/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: sessionCookie },
    });
    expect(replay.statusCode).toBe(401);
  });
});

describe(`password reset on ${testDialect}`, () => {
  it('mails a link that sets a new password once; the old password stops working', async () => {
    const user = await insertUser(t.database);
    const other = await visitor();
    await other.post('/api/user/login', { email: user.email, password: TEST_PASSWORD });

    const v = await visitor();
    const request = await v.post('/api/user/password-reset', { email: user.email });
    expect(request.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetRequested });
    const mail = await latestMailTo(user.email);
    const link = linkFrom(mail?.text_body, /http:\/\/\S+\/registrieren\?\S+/);
    expect(link.searchParams.get('email')).toBe(user.email);
    const hash = link.searchParams.get('hash')!;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(hash);

    const update = {
      email: user.email,
      hash,
      newPassword: 'ganz-neues-passwort',
      password_confirmation: 'ganz-neues-passwort',
    };
    const common = await v.post('/api/user/password-reset/update', {
      ...update,
      newPassword: 'qwertz123',
      password_confirmation: 'qwertz123',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.newPassword).toEqual([AUTH_MESSAGES.passwordTooCommon]);
    const mismatch = await v.post('/api/user/password-reset/update', {
      ...update,
      password_confirmation: 'anders-anders',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([AUTH_MESSAGES.passwordsDiffer]);
    const foreign = await v.post('/api/user/password-reset/update', {
      ...update,
      email: 'fremd@example.org',
    });
    expect(foreign.statusCode).toBe(400);
    const ok = await v.post('/api/user/password-reset/update', update);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordChanged });
    const reuse = await v.post('/api/user/password-reset/update', update);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ success: false, message: AUTH_MESSAGES.linkInvalid });

    expect((await other.get('/api/user/me')).statusCode).toBe(401);
    expect(
      (await (await visitor()).post('/api/user/login', { email: user.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await (
          await visitor()
        ).post('/api/user/login', { email: user.email, password: 'ganz-neues-passwort' })
      ).statusCode,
    ).toBe(200);
  });

  it('rejects an expired link', async () => {
    const user = await insertUser(t.database);
    const v = await visitor();
    await v.post('/api/user/password-reset', { email: user.email });
    const hash = linkFrom((await latestMailTo(user.email))?.text_body, /http:\/\/\S+/).searchParams.get(
      'hash',
    )!;
    await t.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', user.id)
      .execute();
    const response = await v.post('/api/user/password-reset/update', {
      email: user.email,
      hash,
      newPassword: 'neues-passwort',
      password_confirmation: 'neues-passwort',
    });
    expect(response.statusCode).toBe(400);
  });

  it('gives the same answer for unknown addresses and sends nothing', async () => {
    const v = await visitor();
    const response = await v.post('/api/user/password-reset', { email: 'gibt-es-nicht@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetRequested });
    expect(await latestMailTo('gibt-es-nicht@example.org')).toBeUndefined();
  });

  it('limits reset mails to 5 per 30 minutes per address', async () => {
    const user = await insertUser(t.database);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await (await visitor()).post('/api/user/password-reset', { email: user.email })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits auth mails to 25 per 5 minutes per IP', async () => {
    const v = await visitor();
    const statuses = [];
    for (let i = 0; i < 26; i++)
      statuses.push(
        (await v.post('/api/user/one-time-login/request', { email: `ip-${i}@example.org` })).statusCode,
      );
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
  });
});

describe(`mail requests are stored before the answer on ${testDialect}`, () => {
  /**
   * Makes storing a job take a while and records what was stored, as a crash right after the
   * answer would find it: a job queued only once the answer has left is not there yet.
   */
  async function withSlowQueue<T>(run: (stored: Array<{ name: string; email: unknown }>) => Promise<T>) {
    const jobs = t.deps.jobs;
    const enqueue = jobs.enqueue;
    const stored: Array<{ name: string; email: unknown }> = [];
    jobs.enqueue = async (name, data) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await enqueue.call(jobs, name, data);
      stored.push({ name, email: data['email'] });
    };
    try {
      return await run(stored);
    } finally {
      jobs.enqueue = enqueue;
    }
  }

  async function leftForAddress(name: string, email: string) {
    const [jobs, mails] = await Promise.all([
      t.database.db.selectFrom('background_jobs').select('data').where('name', '=', name).execute(),
      t.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute(),
    ]);
    return jobs.filter((job) => JSON.parse(job.data).email === email).length + mails.length;
  }

  it.each([
    ['/api/user/password-reset', 'auth.password-reset-mail', AUTH_MESSAGES.resetRequested],
    ['/api/user/one-time-login/request', 'auth.one-time-login-mail', AUTH_MESSAGES.oneTimeRequested],
  ])(
    '%s answers 200 only once the mail job is stored, for known and unknown addresses alike',
    async (path, name, message) => {
      const user = await insertUser(t.database);
      const unknown = `unbekannt-${user.id}@example.org`;
      await withSlowQueue(async (stored) => {
        const known = await (await visitor()).post(path, { email: user.email });
        expect(known.statusCode).toBe(200);
        expect(stored).toEqual([{ name, email: user.email }]);
        // What a crash now would leave behind: the job still waiting, or the mail it already wrote.
        expect(await leftForAddress(name, user.email)).toBeGreaterThan(0);

        const other = await (await visitor()).post(path, { email: unknown });
        expect(stored).toEqual([
          { name, email: user.email },
          { name, email: unknown },
        ]);
        expect(other.statusCode).toBe(200);
        expect(other.body).toBe(known.body);
        expect(known.json()).toEqual({ success: true, message });
      });
      expect(await latestMailTo(user.email)).toBeDefined();
      expect(await latestMailTo(unknown)).toBeUndefined();
    },
  );
});

describe(`one-time login on ${testDialect}`, () => {
  it('logs in once through the mailed link', async () => {
    const user = await insertUser(t.database);
    const v = await visitor();
    const request = await v.post('/api/user/one-time-login/request', { email: user.email });
    expect(request.json()).toEqual({ success: true, message: AUTH_MESSAGES.oneTimeRequested });
    const token = linkFrom(
      (await latestMailTo(user.email))?.text_body,
      /http:\/\/\S+\/einmal-login\?\S+/,
    ).searchParams.get('token')!;
    const verify = await v.post('/api/user/one-time-login/verify', { token });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true, user: { id: user.id } });
    expect((await v.get('/api/user/me')).json().id).toBe(user.id);
    const again = await (await visitor()).post('/api/user/one-time-login/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.linkInvalid });
  });

  it('rejects expired and wrong-purpose tokens', async () => {
    const user = await insertUser(t.database);
    const v = await visitor();
    await v.post('/api/user/password-reset', { email: user.email });
    const resetToken = linkFrom((await latestMailTo(user.email))?.text_body, /http:\/\/\S+/).searchParams.get(
      'hash',
    )!;
    expect((await v.post('/api/user/one-time-login/verify', { token: resetToken })).statusCode).toBe(400);

    await v.post('/api/user/one-time-login/request', { email: user.email });
    const loginToken = linkFrom((await latestMailTo(user.email))?.text_body, /http:\/\/\S+/).searchParams.get(
      'token',
    )!;
    const wrongPurpose = await v.post('/api/user/password-reset/update', {
      email: user.email,
      hash: loginToken,
      newPassword: 'neues-passwort',
      password_confirmation: 'neues-passwort',
    });
    expect(wrongPurpose.statusCode).toBe(400);
    await t.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', user.id)
      .execute();
    expect((await v.post('/api/user/one-time-login/verify', { token: loginToken })).statusCode).toBe(400);
    expect((await v.post('/api/user/one-time-login/verify', { token: '' })).statusCode).toBe(422);
  });
});
