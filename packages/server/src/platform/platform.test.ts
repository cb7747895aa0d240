import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, hashToken } from './crypto.ts';
import { cookieNames } from './session.ts';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  type TTestApp,
} from '../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`platform on ${testDialect}`, () => {
  it('answers /api/health with the database kind and version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDialect, version: expect.any(String) });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ success: false, message: 'Nicht gefunden.' });
  });

  it("answers the original client's non-API calls with a JSON 404 when they ask for JSON", async () => {
    for (const [url, accept] of [
      ['/wiki/gibt-es-nicht', 'application/json'],
      ['/groups/gibt-es-nicht', 'application/json, text/plain, */*'],
      ['/feed/irgendwas', 'application/json'],
      ['/matcher-sync/gibt-es-nicht', undefined],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('serves the SPA with a CSRF token and security headers for page paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feed/irgendwas' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{20,}"/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("writes the logged-in member's id into the page, and nothing for a visitor (000 §3)", async () => {
    const visitorPage = await t.app.inject({ method: 'GET', url: '/feed' });
    expect(visitorPage.body).toMatch(/<meta name="user-id" content="" ?\/?>/);
    expect(visitorPage.body).not.toContain('href="/api/user/me"');
    const user = await insertUser(t.database);
    const member = await new TestClient(t.app).open();
    expect(
      (await member.post('/api/user/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const memberPage = await member.get('/feed');
    expect(memberPage.body).toMatch(new RegExp(`<meta name="user-id" content="${user.id}" ?/?>`));
  });

  it('serves pages that look like server paths or files to a navigating browser', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/user/marie.mitglied',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const fetchCall = await t.app.inject({
      method: 'GET',
      url: '/user/marie.mitglied',
      headers: { accept: 'application/json' },
    });
    expect(fetchCall.statusCode).toBe(404);
    expect(fetchCall.headers['content-type']).toContain('application/json');
    const api = await t.app.inject({ method: 'GET', url: '/api/nix', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('rejects a state-changing request without or with a wrong X-CSRF-TOKEN with 419', async () => {
    const client = await new TestClient(t.app).open();
    const missing = await client.post('/api/irgendwas', {}, { csrf: null });
    expect(missing.statusCode).toBe(419);
    expect(missing.json().message).toMatch(/Sitzung ist abgelaufen/);
    const wrong = await client.post('/api/irgendwas', {}, { csrf: 'falsch' });
    expect(wrong.statusCode).toBe(419);
    // Without any cookie there is nothing the token could be bound to.
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/irgendwas',
      headers: { 'x-csrf-token': client.csrf },
    });
    expect(noCookie.statusCode).toBe(419);
    const valid = await client.post('/api/irgendwas', {});
    expect(valid.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const client = await new TestClient(t.app).open();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/irgendwas',
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': client.csrf,
        'content-type': 'application/json',
      },
      payload: '{"kaputt":',
    });
    // Unknown routes are resolved before the body is parsed; the shape is what matters here.
    expect([400, 404]).toContain(response.statusCode);
    expect(Object.keys(response.json())).toEqual(['success', 'message']);
  });

  it('knows the member behind a valid session and nobody behind an expired one', async () => {
    const user = await insertUser(t.database, { first_name: 'Greta', last_name: 'Grün' });
    const token = createToken();
    const now = Date.now();
    const session = {
      id: hashToken(token),
      user_id: user.id,
      created_at: now,
      last_active_at: now,
      expires_at: now + 60_000,
      is_persistent: 0,
      user_agent: null,
      ip: null,
    };
    await t.database.db.insertInto('sessions').values(session).execute();
    const name = cookieNames(t.config).session;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `${name}=${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      fullName: 'Greta Grün',
      email: user.email,
      isAdmin: false,
    });
    expect(me.json()).not.toHaveProperty('password_hash');
    expect(JSON.stringify(me.json())).not.toContain('argon2');

    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: now - 1 })
      .where('id', '=', session.id)
      .execute();
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `${name}=${token}` },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: 'Bitte melde dich an.' });
  });

  it('answers /api/user/me with 401 when not logged in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
  });

  it('rate-limits unknown paths', async () => {
    let last = await t.app.inject({ method: 'GET', url: '/api/sonde-0', remoteAddress: '10.9.9.9' });
    for (let i = 1; i <= 120 && last.statusCode !== 429; i++) {
      last = await t.app.inject({ method: 'GET', url: `/api/sonde-${i}`, remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/Zu viele Anfragen/);
  });
});

describe(`behind HTTPS on ${testDialect}`, () => {
  it('sends HSTS and uses __Host- cookies', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://pflegepuls.example' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/registrieren' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const cookie = response.cookies.find((c) => c.name === '__Host-pp_anon');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    } finally {
      await secure.close();
    }
  });
});
