import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`display names on ${testDialect}`, () => {
  it('refuses a bidi override or zero-width space at registration with a German 422', async () => {
    const visitor = await openVisitor(t);
    const register = (firstname: string, lastname: string) =>
      visitor.post('/api/user/register', {
        firstname,
        lastname,
        email: `name.${Math.random().toString(36).slice(2)}@example.org`,
        password: 'sicher-genug',
        accept_terms: true,
      });
    const override = await register('Dylan\u202etxt.exe', 'Test');
    expect(override.statusCode, override.body).toBe(422);
    expect(override.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.nameInvisible,
      errors: { firstname: [AUTH_MESSAGES.nameInvisible] },
    });
    const zeroWidth = await register('Anna', 'Bau\u200ber');
    expect(zeroWidth.statusCode, zeroWidth.body).toBe(422);
    expect(zeroWidth.json().errors).toEqual({ lastname: [AUTH_MESSAGES.nameInvisible] });
  });

  it('refuses invisible characters in the profile settings and stores names in NFC', async () => {
    const { client, userId } = await loginNewMember(t);
    const update = (firstName: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/settings/profile',
        remoteAddress: client.ip,
        headers: {
          cookie: client.cookieHeader,
          'x-csrf-token': client.csrf,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ firstName, lastName: 'Pflege', plz: '', country: 'DE' }),
      });
    const newline = await update('Anna\u2028Maria');
    expect(newline.statusCode, newline.body).toBe(422);
    expect(newline.json().errors).toEqual({ firstName: [AUTH_MESSAGES.nameInvisible] });

    const decomposed = await update('Jose\u0301');
    expect(decomposed.statusCode, decomposed.body).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Jos\u00e9');
  });
});
