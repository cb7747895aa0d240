import { generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/crypto.ts';
import { createTestApp, insertUser, TestClient, testDialect, type TTestApp } from '../../test/harness.ts';

const CLIENT_ID = 'de.pflegepuls.web';
const TEAM_ID = 'TEAM123456';
const KEY_ID = 'KEY1234567';
const JWKS_KID = 'fake-apple-key';
const ISSUER = 'https://appleid.apple.com';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A fake Apple: JWKS, and a token endpoint that checks the ES256 client secret. */
class FakeApple {
  readonly rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** code → claims of the id_token to answer (plus how to spoil it). */
  readonly codes = new Map<string, { claims: Record<string, unknown>; tamper?: boolean }>();
  readonly tokenRequests: Array<Record<string, string>> = [];
  private server: Server | null = null;
  url = '';

  idToken(claims: Record<string, unknown>, key: KeyObject = this.rsa.privateKey, tamper = false): string {
    const data = `${b64({ alg: 'RS256', kid: JWKS_KID })}.${b64(claims)}`;
    const signature = sign('sha256', Buffer.from(data), key);
    if (tamper) signature[0] = signature[0]! ^ 0xff;
    return `${data}.${signature.toString('base64url')}`;
  }

  private checkClientSecret(secret: string): boolean {
    const [header, claims, signature] = secret.split('.');
    if (!header || !claims || !signature) return false;
    const isValid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: this.ec.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const h = decode(header);
    const c = decode(claims);
    const now = Math.floor(Date.now() / 1000);
    return (
      isValid &&
      h['alg'] === 'ES256' &&
      h['kid'] === KEY_ID &&
      c['iss'] === TEAM_ID &&
      c['sub'] === CLIENT_ID &&
      c['aud'] === ISSUER &&
      typeof c['exp'] === 'number' &&
      c['exp'] > now &&
      c['exp'] - now <= 180 * 24 * 3600
    );
  }

  async start(): Promise<void> {
    const jwk = { ...this.rsa.publicKey.export({ format: 'jwk' }), kid: JWKS_KID, alg: 'RS256', use: 'sig' };
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'GET' && req.url === '/auth/keys') return json(200, { keys: [jwk] });
        if (req.method === 'POST' && req.url === '/auth/token') {
          const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
          this.tokenRequests.push(form);
          const entry = this.codes.get(form['code'] ?? '');
          if (
            !entry ||
            form['client_id'] !== CLIENT_ID ||
            form['grant_type'] !== 'authorization_code' ||
            form['redirect_uri'] !== 'http://127.0.0.1/apple-login/callback' ||
            !this.checkClientSecret(form['client_secret'] ?? '')
          ) {
            return json(400, { error: 'invalid_grant' });
          }
          this.codes.delete(form['code']!);
          return json(200, {
            access_token: 'a',
            token_type: 'Bearer',
            expires_in: 3600,
            refresh_token: 'r',
            id_token: this.idToken(entry.claims, this.rsa.privateKey, entry.tamper),
          });
        }
        json(404, { error: 'not_found' });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const fake = new FakeApple();
let t: TTestApp;

beforeAll(async () => {
  await fake.start();
  const pem = fake.ec.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  t = await createTestApp({
    APPLE_CLIENT_ID: CLIENT_ID,
    APPLE_TEAM_ID: TEAM_ID,
    APPLE_KEY_ID: KEY_ID,
    // As it would come from a one-line .env entry: literal \n sequences.
    APPLE_PRIVATE_KEY: pem.trim().replaceAll('\n', '\\n'),
    APPLE_AUTH_URL: fake.url,
    PUBLIC_URL: 'http://127.0.0.1',
  });
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

/** Starts the flow: GET /apple-login, returns the tab and the authorize URL's parameters. */
async function startLogin() {
  const tab = new TestClient(t.app);
  const response = await tab.get('/apple-login');
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  return {
    tab,
    response,
    location,
    state: location.searchParams.get('state')!,
    nonceHash: location.searchParams.get('nonce')!,
  };
}

function claimsFor(nonceHash: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    exp: now + 600,
    iat: now,
    sub: `001234.${randomBytes(8).toString('hex')}.0815`,
    email: `apple.${randomBytes(4).toString('hex')}@example.org`,
    email_verified: 'true',
    nonce: nonceHash,
    ...overrides,
  };
}

async function callback(tab: TestClient, form: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/apple-login/callback',
    remoteAddress: tab.ip,
    headers: {
      cookie: tab.cookieHeader,
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://appleid.apple.com',
    },
    payload: new URLSearchParams(form).toString(),
  });
  tab.remember(response);
  return response;
}

/** Runs the whole flow with the claims Apple's id_token should carry. */
async function loginWith(
  overrides: Record<string, unknown> = {},
  options: { user?: string; tamper?: boolean } = {},
) {
  const { tab, state, nonceHash } = await startLogin();
  const code = `code-${randomBytes(6).toString('hex')}`;
  const claims = claimsFor(nonceHash, overrides);
  fake.codes.set(code, { claims, ...(options.tamper ? { tamper: true } : {}) });
  const response = await callback(tab, { code, state, ...(options.user ? { user: options.user } : {}) });
  return { tab, response, claims };
}

describe(`Sign in with Apple on ${testDialect}`, () => {
  it('redirects to Apple with state, hashed nonce and a signed short-lived cookie', async () => {
    const { response, location, state, nonceHash } = await startLogin();
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/auth/authorize`);
    expect(String(response.headers.location)).toContain('scope=name%20email');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      response_mode: 'form_post',
      client_id: CLIENT_ID,
      redirect_uri: 'http://127.0.0.1/apple-login/callback',
      scope: 'name email',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonceHash).toMatch(/^[0-9a-f]{64}$/);
    const cookie = (
      response.cookies as Array<{ name: string; value: string; httpOnly?: boolean; maxAge?: number }>
    ).find((c) => c.name === 'pp_apple');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBe(600);
    expect(cookie?.value).not.toContain(state);
  });

  it('creates an account with the name from the first login, logs in, and links later logins', async () => {
    const user = JSON.stringify({ name: { firstName: 'Jana', lastName: 'Jäger' }, email: 'x@y.z' });
    const first = await loginWith({}, { user });
    expect(first.response.statusCode).toBe(302);
    expect(first.response.headers.location).toBe('/feed?onboarding=standard');
    const me = await first.tab.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    const id = me.json().id as number;
    const stored = await t.database.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'password_hash', 'apple_sub', 'terms_accepted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      email: first.claims.email,
      first_name: 'Jana',
      last_name: 'Jäger',
      password_hash: null,
      apple_sub: first.claims.sub,
    });
    expect(stored.terms_accepted_at).toBeGreaterThan(0);
    // The client secret reached the fake Apple and passed its ES256 check (else no 302 above).
    expect(fake.tokenRequests.at(-1)?.['client_secret']?.split('.')).toHaveLength(3);

    // Second login: Apple sends no name, maybe a different relay address; the subject decides.
    const second = await loginWith({ sub: first.claims.sub, email: 'anders@privaterelay.appleid.com' });
    expect(second.response.statusCode).toBe(302);
    expect(second.response.headers.location).toBe('/feed');
    const meAgain = await second.tab.get('/api/user/me');
    expect(meAgain.json().id).toBe(id);
  });

  it('links an existing member by verified e-mail', async () => {
    const member = await insertUser(t.database);
    const { response, tab, claims } = await loginWith({ email: member.email });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/feed');
    expect((await tab.get('/api/user/me')).json().id).toBe(member.id);
    const row = await t.database.db
      .selectFrom('users')
      .select('apple_sub')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.apple_sub).toBe(claims.sub);
  });

  it('names a new member after the e-mail local part when Apple sends no name', async () => {
    const email = `lena.berger.${randomBytes(3).toString('hex')}@example.org`;
    const { response, tab } = await loginWith({ email });
    expect(response.statusCode).toBe(302);
    const me = await tab.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Lena');
    expect(row.last_name).toMatch(/^Berger /);
  });

  it('drops a name from Apple with a bidi override and uses the e-mail instead', async () => {
    const email = `lena.berger.${randomBytes(3).toString('hex')}@example.org`;
    const user = JSON.stringify({ name: { firstName: 'Dylan\u202etxt.exe', lastName: 'Test' } });
    const { response } = await loginWith({ email }, { user });
    expect(response.statusCode).toBe(302);
    const row = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Lena');
  });

  it('rejects a wrong state or a missing cookie with 400 and no session', async () => {
    const { tab } = await startLogin();
    const wrong = await callback(tab, { code: 'egal', state: 'falsch' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toMatch(/text\/html/);
    expect(wrong.body).toContain('/registrieren');
    expect((await tab.get('/api/user/me')).statusCode).toBe(401);

    const { state } = await startLogin();
    const stranger = new TestClient(t.app);
    const noCookie = await callback(stranger, { code: 'egal', state });
    expect(noCookie.statusCode).toBe(400);
  });

  it.each([
    ['a tampered signature', {}, true],
    ['a wrong audience', { aud: 'de.someone.else' }, false],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, false],
    ['a wrong nonce', { nonce: hashToken('anderer-nonce') }, false],
    ['a wrong issuer', { iss: 'https://evil.example' }, false],
  ])('refuses an id_token with %s', async (_name, overrides, tamper) => {
    const { response, tab } = await loginWith(overrides, { tamper });
    expect([400, 502]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('/registrieren');
    expect(response.body).not.toMatch(/nonce|aud|signature|Error/);
    expect(response.cookies.some((c: { name: string }) => c.name === 'pp_session')).toBe(false);
    expect((await tab.get('/api/user/me')).statusCode).toBe(401);
  });

  it('answers 502 when Apple refuses the code', async () => {
    const { tab, state } = await startLogin();
    const response = await callback(tab, { code: 'unbekannt', state });
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('nicht erreichbar');
    expect((await tab.get('/api/user/me')).statusCode).toBe(401);
  });

  it('shows a page when the member cancels at Apple', async () => {
    const { tab, state } = await startLogin();
    const response = await callback(tab, { error: 'user_cancelled_authorize', state });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('abgebrochen');
  });

  it('still demands the CSRF header on other form posts', async () => {
    const tab = new TestClient(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      remoteAddress: tab.ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(419);
  });
});

describe(`Sign in with Apple over HTTPS on ${testDialect}`, () => {
  let secure: TTestApp;
  beforeAll(async () => {
    secure = await createTestApp({
      APPLE_CLIENT_ID: CLIENT_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APPLE_KEY_ID: KEY_ID,
      APPLE_PRIVATE_KEY: fake.ec.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      APPLE_AUTH_URL: fake.url,
      PUBLIC_URL: 'https://pflegepuls.example',
    });
  });
  afterAll(() => secure.close());

  it("sets the state cookie SameSite=None; Secure so that Apple's form post brings it back", async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/apple-login' });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain(
      `redirect_uri=${encodeURIComponent('https://pflegepuls.example/apple-login/callback')}`,
    );
    const header = [response.headers['set-cookie']].flat().find((c) => String(c).startsWith('pp_apple='));
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=None/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Path=\/apple-login/);
  });
});

describe(`Sign in with Apple without settings on ${testDialect}`, () => {
  let bare: TTestApp;
  beforeAll(async () => {
    bare = await createTestApp({ APPLE_CLIENT_ID: CLIENT_ID });
  });
  afterAll(() => bare.close());

  it('answers the German "nicht eingerichtet" page with 404', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/apple-login' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('nicht eingerichtet');
  });
});
