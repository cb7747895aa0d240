/** Account settings over HTTP: e-mail, password, sessions, privacy and notification switches, 401s. */
import { NOTIFICATION_PREFERENCE_CATEGORIES, PROFILE_MESSAGES } from '@pflegepuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../../platform/geodata.ts';
import {
  createTestApp,
  GEODATA_DIR,
  insertUser,
  TEST_PASSWORD,
  testDialect,
  type TTestApp,
} from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { getNotificationPreferences } from './notification-preferences.ts';
import { createUsersTestHelpers } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importPostalCodes(t.database.db, GEODATA_DIR);
});
afterAll(() => t.close());
const { send, userRow, login } = createUsersTestHelpers(() => t);

describe(`account settings on ${testDialect}`, () => {
  it('changes the e-mail with the password; a taken address or wrong password is a 422', async () => {
    const { client, userId } = await loginNewMember(t);
    const taken = await insertUser(t.database);
    const wrong = await send(client, 'POST', '/api/user/settings/email', {
      newEmail: 'neu@example.org',
      currentPassword: 'falsch',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.currentPassword).toEqual(['Das Passwort ist nicht korrekt.']);
    const inUse = await send(client, 'POST', '/api/user/settings/email', {
      newEmail: taken.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors.newEmail).toEqual(['Diese E-Mail-Adresse ist bereits vergeben.']);
    const address = `neu.${userId}@example.org`;
    const ok = await send(client, 'POST', '/api/user/settings/email', {
      newEmail: ` ${address.toUpperCase()} `,
      currentPassword: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(userId)).email).toBe(address);
    expect((await login(address)).status).toBe(200);
  });

  it('changes the password, ends all other sessions and keeps this one', async () => {
    const user = await insertUser(t.database);
    const { client: phone } = await login(user.email, TEST_PASSWORD, 'Mozilla/5.0 (iPhone) Safari/604.1');
    const { client: desktop } = await login(
      user.email,
      TEST_PASSWORD,
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/150.0 Safari/537.36',
    );
    const sessions = (await desktop.get('/api/user/sessions')).json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      isCurrent: true,
      device: 'Chrome auf Windows',
      deviceType: 'desktop',
    });
    expect(sessions[1]).toMatchObject({ isCurrent: false, device: 'Safari auf iOS', deviceType: 'mobile' });
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    for (const row of stored) expect(JSON.stringify(sessions)).not.toContain(row.id);

    const short = await send(desktop, 'POST', '/api/user/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'kurz',
      passwordConfirmation: 'kurz',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.newPassword[0]).toMatch(/^Passwort muss mindestens/);
    const common = await send(desktop, 'POST', '/api/user/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Passwort123',
      passwordConfirmation: 'Passwort123',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.newPassword).toEqual([
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
    ]);

    const changed = await send(desktop, 'POST', '/api/user/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Neues-Pflege-Passwort-1',
      passwordConfirmation: 'Neues-Pflege-Passwort-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await phone.get('/api/user/me')).statusCode).toBe(401);
    expect((await desktop.get('/api/user/me')).statusCode).toBe(200);
    expect((await login(user.email)).status).not.toBe(200);
    expect((await login(user.email, 'Neues-Pflege-Passwort-1')).status).toBe(200);
  });

  it('ends one other session or all others, never the current one by handle', async () => {
    const user = await insertUser(t.database);
    const { client: first } = await login(user.email);
    const { client: second } = await login(user.email);
    const { client: third } = await login(user.email);
    const list = (await third.get('/api/user/sessions')).json().data as Array<{
      id: string;
      isCurrent: boolean;
    }>;
    const current = list.find((s) => s.isCurrent)!;
    const own = await send(third, 'DELETE', `/api/user/sessions/${current.id}`);
    expect(own.statusCode).toBe(409);
    const firstHandle = (await first.get('/api/user/sessions'))
      .json()
      .data.find((s: { isCurrent: boolean }) => s.isCurrent).id;
    expect((await send(third, 'DELETE', `/api/user/sessions/${firstHandle}`)).statusCode).toBe(200);
    expect((await first.get('/api/user/me')).statusCode).toBe(401);
    expect((await second.get('/api/user/me')).statusCode).toBe(200);
    const stranger = (await loginNewMember(t)).client;
    const currentHandle = current.id;
    expect((await send(stranger, 'DELETE', `/api/user/sessions/${currentHandle}`)).statusCode).toBe(404);
    expect((await send(third, 'POST', '/api/user/sessions/end-others')).statusCode).toBe(200);
    expect((await second.get('/api/user/me')).statusCode).toBe(401);
    expect((await third.get('/api/user/me')).statusCode).toBe(200);
  });

  it('toggles the online-status privacy and stores notification preferences', async () => {
    const { client, userId } = await loginNewMember(t);
    expect(
      (await send(client, 'PATCH', '/api/user/settings/privacy', { hideOnlineStatus: true })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/user/me')).json().hideOnlineStatus).toBe(true);
    expect(
      (await send(client, 'PATCH', '/api/user/settings/privacy', { hideOnlineStatus: 'ja' })).statusCode,
    ).toBe(422);

    const defaults = (await client.get('/api/user/settings/notifications')).json();
    expect(defaults.digest).toBe(true);
    expect(defaults.categories).toHaveLength(NOTIFICATION_PREFERENCE_CATEGORIES.length);
    expect(defaults.categories.every((c: { email: boolean; push: boolean }) => c.email && c.push)).toBe(true);

    const saved = await send(client, 'PUT', '/api/user/settings/notifications', {
      categories: [
        { category: 'likes', email: false, push: true },
        { category: 'messages', email: true, push: false },
      ],
      digest: false,
    });
    expect(saved.statusCode).toBe(200);
    const prefs = await getNotificationPreferences(t.database.db, userId);
    expect(prefs.digest).toBe(false);
    expect(prefs.categories.likes).toEqual({ email: false, push: true });
    expect(prefs.categories.messages).toEqual({ email: true, push: false });
    expect(prefs.categories.comments).toEqual({ email: true, push: true });
    const again = await send(client, 'PUT', '/api/user/settings/notifications', {
      categories: [{ category: 'likes', email: true, push: true }],
      digest: true,
    });
    expect(again.json().categories[0]).toEqual({ category: 'likes', email: true, push: true });
    const bad = await send(client, 'PUT', '/api/user/settings/notifications', {
      categories: [{ category: 'spam', email: true, push: true }],
      digest: true,
    });
    expect(bad.statusCode).toBe(422);

    // Quiet hours: off by default with 22:00–06:00 offered; saved, kept when a client leaves them out.
    expect(defaults.quietHours).toEqual({ enabled: false, start: '22:00', end: '06:00' });
    const quiet = await send(client, 'PUT', '/api/user/settings/notifications', {
      categories: [],
      digest: true,
      quietHours: { enabled: true, start: '23:30', end: '05:45' },
    });
    expect(quiet.json().quietHours).toEqual({ enabled: true, start: '23:30', end: '05:45' });
    const kept = await send(client, 'PUT', '/api/user/settings/notifications', {
      categories: [],
      digest: true,
    });
    expect(kept.json().quietHours).toEqual({ enabled: true, start: '23:30', end: '05:45' });
    for (const quietHours of [
      { enabled: true, start: '24:00', end: '06:00' },
      { enabled: true, start: '7:00', end: '06:00' },
      { enabled: true, start: '22:00', end: '22:00' },
      { enabled: 'ja', start: '22:00', end: '06:00' },
    ]) {
      const invalid = await send(client, 'PUT', '/api/user/settings/notifications', {
        categories: [],
        digest: true,
        quietHours,
      });
      expect(invalid.statusCode).toBe(422);
    }
    const same = await send(client, 'PUT', '/api/user/settings/notifications', {
      categories: [],
      digest: true,
      quietHours: { enabled: true, start: '22:00', end: '22:00' },
    });
    expect(JSON.stringify(same.json())).toContain(PROFILE_MESSAGES.quietSameTime);
  });
});

describe(`members only on ${testDialect}`, () => {
  it('answers 401 to visitors on every settings endpoint, before looking at the body', async () => {
    const visitor = await openVisitor(t);
    const calls: Array<['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/user/me'],
      ['GET', '/api/user/sessions'],
      ['GET', '/api/user/settings/notifications'],
      ['PUT', '/api/user/settings/notifications', { categories: 'x' }],
      ['PATCH', '/api/user/settings/privacy', {}],
      ['PATCH', '/api/user/settings/experiences/1', {}],
      ['DELETE', '/api/user/settings/skills/1'],
      ['DELETE', '/api/user/profile-picture'],
      ['DELETE', '/api/user/sessions/abc'],
      ['POST', '/api/user/sessions/end-others'],
      ['POST', '/api/user/settings/email', {}],
      ['POST', '/api/user/settings/password', {}],
      ['POST', '/api/user/delete', {}],
    ];
    for (const [method, url, body] of calls) {
      const response = method === 'GET' ? await visitor.get(url) : await send(visitor, method, url, body);
      expect([url, response.statusCode]).toEqual([url, 401]);
      expect(response.json().message).toBe('Bitte melde dich an.');
    }
  });
});
