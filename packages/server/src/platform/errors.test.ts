import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ERROR_MESSAGES } from '@pflegepuls/shared';
import { createTestApp, TestClient, testDialect, type TTestApp } from '../test/harness.ts';
import { loginNewMember } from '../test/member.ts';
import { registerErrorHandler } from './errors.ts';
import { registerRequestIdHeader, requestIdOptions } from './request-id.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The one error shape: `success: false`, a German message, nothing of Fastify's own answer. */
function expectOurError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    'errors' in body ? ['errors', 'message', 'success'] : ['message', 'success'],
  );
  expect(body['success']).toBe(false);
  expect(response.body).not.toMatch(/FST_|statusCode|Bad Request|not a valid|exceeding|Invalid input/);
  if (message instanceof RegExp) expect(body['message']).toMatch(message);
  else if (message) expect(body['message']).toBe(message);
}

describe(`framework errors on ${testDialect}`, () => {
  it('answers a URL that cannot be decoded in German without echoing it', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.get('/api/users/%E0%A4%A/profile');
    expectOurError(response, 400, 'Die Adresse ist ungültig.');
    expect(response.body).not.toContain('%E0');
  });

  it('answers a path parameter over the length limit in German without echoing it', async () => {
    const { client } = await loginNewMember(t);
    const long = 'a'.repeat(150);
    const response = await client.get(`/api/users/${long}/profile`);
    expectOurError(response, 414, 'Die Adresse ist zu lang.');
    expect(response.body).not.toContain(long);
  });

  it('answers an unsupported content type, an empty and a broken JSON body in German', async () => {
    const client = await new TestClient(t.app).open();
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: client.ip,
        headers: { cookie: client.cookieHeader, 'x-csrf-token': client.csrf, 'content-type': contentType },
        payload,
      });
    expectOurError(await send('application/xml', '<a/>'), 415, 'Dieses Format wird nicht unterstützt.');
    expectOurError(await send('application/json', ''), 400, /kein JSON/);
    expectOurError(
      await send('application/json', '{"email":'),
      400,
      'Die Anfrage enthält kein gültiges JSON.',
    );
  });
});

describe(`every error answer carries success: false on ${testDialect}`, () => {
  it('for 401, 404, 419 and 422', async () => {
    expectOurError(
      await t.app.inject({ method: 'GET', url: '/api/user/me' }),
      401,
      ERROR_MESSAGES.UNAUTHORIZED,
    );
    expectOurError(
      await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' }),
      404,
      ERROR_MESSAGES.NOT_FOUND,
    );
    const client = await new TestClient(t.app).open();
    expectOurError(
      await client.post('/api/user/login', {}, { csrf: null }),
      419,
      ERROR_MESSAGES.CSRF_MISMATCH,
    );
    const invalid = await client.post('/api/user/login', { email: 'keine-adresse', password: 'x' });
    expectOurError(invalid, 422);
    expect(invalid.json().errors.email).toBeDefined();
  });

  it('for the 429 of a rate limit', async () => {
    let last = await t.app.inject({ method: 'GET', url: '/api/sonde-0', remoteAddress: '10.8.8.8' });
    for (let i = 1; i <= 150 && last.statusCode !== 429; i++) {
      last = await t.app.inject({ method: 'GET', url: `/api/sonde-${i}`, remoteAddress: '10.8.8.8' });
    }
    expectOurError(last, 429, ERROR_MESSAGES.RATE_LIMITED);
  });
});

describe(`validation messages on ${testDialect}`, () => {
  it("are German from zod's locale, and our own where a schema gives one", async () => {
    const client = await new TestClient(t.app).open();
    const nothing = await client.post('/api/user/login', null);
    expectOurError(nothing, 422, 'Ungültige Eingabe: erwartet object, erhalten null');
    const empty = await client.post('/api/user/login', {});
    expectOurError(empty, 422);
    expect(empty.json().errors).toEqual({
      email: [AUTH_MESSAGES.emailRequired],
      password: [AUTH_MESSAGES.passwordRequired],
    });
  });
});

describe('unexpected errors', () => {
  /** An app with the platform's error handler and request ids, its log lines collected. */
  async function appWithLog(trustProxy: boolean) {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      ...requestIdOptions(trustProxy),
    });
    registerRequestIdHeader(app);
    registerErrorHandler(app);
    app.get('/kaputt', async () => {
      throw new Error('geheimes Detail aus der Datenbank');
    });
    await app.ready();
    return { app, lines };
  }

  it('answers 500 with a Fehler-ID that names the log line, and no internals', async () => {
    const { app, lines } = await appWithLog(false);
    const response = await app.inject({
      method: 'GET',
      url: '/kaputt',
      headers: { 'x-request-id': 'von-aussen-1234' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json() as { message: string; errorId: string };
    expect(body.errorId).toMatch(/^[0-9a-f]{12}$/);
    expect(body.message).toBe(`${ERROR_MESSAGES.INTERNAL} (Fehler-ID: ${body.errorId})`);
    expect(response.headers['x-request-id']).toBe(body.errorId);
    expect(response.body).not.toContain('geheimes Detail');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: body.errorId, msg: 'Unerwarteter Fehler', err: expect.anything() }),
    ]);
    await app.close();
  });

  it('takes over a well-formed request id only from a trusted proxy', async () => {
    const { app } = await appWithLog(true);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/kaputt',
      headers: { 'x-request-id': 'proxy-abc-1234' },
    });
    expect(forwarded.json().errorId).toBe('proxy-abc-1234');
    const odd = await app.inject({
      method: 'GET',
      url: '/kaputt',
      headers: { 'x-request-id': 'x y<script>' },
    });
    expect(odd.json().errorId).toMatch(/^[0-9a-f]{12}$/);
    await app.close();
  });
});
