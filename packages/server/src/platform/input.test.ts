import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginNewMember, openVisitor } from '../test/member.ts';
import { createTestApp, testDialect, type TestClient, type TTestApp } from '../test/harness.ts';
import { assertNoControlCharacters, findControlCharacters, INPUT_MESSAGES } from './input.ts';

const BAD = [INPUT_MESSAGES.controlCharacter];

describe('findControlCharacters', () => {
  it('names the field of every string or key with a C0 control or DEL, nested', () => {
    expect(
      findControlCharacters({ a: 'ok', b: { c: ['x', 'y\u0000'] }, d: 'e\u001Bf', g: '\u007F' }),
    ).toEqual({
      'b.c.1': BAD,
      d: BAD,
      g: BAD,
    });
    expect(findControlCharacters('a\u0000b')).toEqual({ _: BAD });
    // A bad key is reported at its object, never echoed.
    expect(findControlCharacters({ list: [{ 'k\u0000': 1 }] })).toEqual({ 'list.0': BAD });
  });

  it('lets tab, line feed and carriage return through, and non-strings', () => {
    expect(
      findControlCharacters({ text: 'Zeile 1\r\nZeile 2\n\tEingerückt', n: 1, f: null, t: true }),
    ).toBeNull();
    expect(findControlCharacters('Grüße ‎aus Köln 👋')).toBeNull();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const errors = findControlCharacters(deep);
    expect(Object.values(errors ?? {})).toEqual([BAD]);
  });

  it('throws the 422 for the text fields of a multipart body', () => {
    expect(() => assertNoControlCharacters({ content: 'Hallo\r\nWelt' })).not.toThrow();
    expect(() => assertNoControlCharacters({ content: 'Hal\u0000lo' })).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { content: BAD } }),
    );
  });
});

const routes: RouteOptions[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
});
afterAll(() => t.close());

function send(client: TestClient, method: string, url: string, payload?: unknown) {
  return t.app
    .inject({
      method: method as 'POST',
      url,
      remoteAddress: client.ip,
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': client.csrf,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    })
    .then((response) => {
      client.remember(response);
      return response;
    });
}

describe(`control characters over HTTP on ${testDialect}`, () => {
  it('refuses a NUL in a visitor’s analytics session with a German 422', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.post('/api/analytics/registration/session/start', {
      auth_method: 'email',
      user_agent: 'a\u0000b',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: INPUT_MESSAGES.controlCharacter,
      errors: { user_agent: BAD },
    });
  });

  it('refuses a NUL in a path parameter and in profile text, and keeps line breaks', async () => {
    const { client } = await loginNewMember(t);
    const profile = await client.get('/api/users/ab%00cd/profile');
    expect(profile.statusCode, profile.body).toBe(422);
    expect(profile.json().errors).toEqual({ userName: BAD });

    const update = { firstName: 'Paula', lastName: 'Pflege', plz: '', country: 'DE' };
    const nul = await send(client, 'PATCH', '/api/user/settings/profile', { ...update, summary: 'a\u0000b' });
    expect(nul.statusCode, nul.body).toBe(422);
    expect(nul.json().errors).toEqual({ summary: BAD });
    const lines = await send(client, 'PATCH', '/api/user/settings/profile', {
      ...update,
      summary: 'Zeile 1\r\nZeile 2\n\tmit Tab',
    });
    expect(lines.statusCode, lines.body).toBe(200);
  });

  /**
   * The fuzz case over the route table: every route (as the app registers it, so new routes are
   * covered) gets a NUL in each path parameter, in the query and in the body, and must answer
   * our 422 naming that field. A rate-limited route may answer 429 instead.
   */
  it('answers a NUL in any parameter, query or body of every route with the 422', async () => {
    let { client } = await loginNewMember(t);
    const checked = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && !route.url.includes('*') && route.url !== '/')
        .map((method) => ({
          method,
          url: route.url,
          limited: !!route.config?.rateLimit,
          schema: route.schema,
        })),
    );
    expect(checked.length).toBeGreaterThan(100);

    const failures: string[] = [];
    let refused = 0;
    for (const route of checked) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const withParams = (value: string) => route.url.replace(/:(\w+)/g, value);
      const bodyKeys = route.schema?.body instanceof z.ZodObject ? Object.keys(route.schema.body.shape) : [];
      const cases: Array<{ url: string; payload?: unknown; field: string }> = [
        { url: `${withParams('1')}?fuzz=a%00b`, field: 'fuzz' },
        ...params.map((param) => ({ url: withParams('ab%00cd'), field: param })),
        ...(route.method === 'GET'
          ? []
          : [
              {
                url: withParams('1'),
                payload: Object.fromEntries([...bodyKeys, 'fuzz'].map((key) => [key, 'a\u0000b'])),
                field: 'fuzz',
              },
            ]),
      ];
      for (const { url, payload, field } of cases) {
        const response = await send(client, route.method, url, payload);
        if (response.statusCode === 429 && route.limited) continue;
        const errors = response.headers['content-type']?.includes('json')
          ? (response.json() as { errors?: Record<string, string[]> }).errors
          : undefined;
        if (response.statusCode !== 422 || errors?.[field]?.[0] !== INPUT_MESSAGES.controlCharacter) {
          failures.push(
            `${route.method} ${url} ${field}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        } else refused++;
      }
      // Without the check a route such as logout or account deletion ends the session.
      if ((await client.get('/api/user/me')).statusCode === 401) ({ client } = await loginNewMember(t));
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(checked.length);
  });
});
