import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../../platform/geodata.ts';
import {
  createTestApp,
  GEODATA_DIR,
  insertUser,
  TEST_PASSWORD,
  testDialect,
  type TestClient,
  type TTestApp,
} from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../onboarding/test-member.ts';
import { getNotificationPreferences } from './notification-preferences.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importPostalCodes(t.database.db, GEODATA_DIR);
});
afterAll(() => t.close());

/** Any method with cookies and CSRF, like the SPA's `apiRequest`. */
async function send(
  client: TestClient,
  method: 'PATCH' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-csrf-token': client.csrf,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  client.remember(response);
  return response;
}

/** A multipart upload with one file in field `image`. */
async function upload(client: TestClient, buffer: Buffer, filename = 'bild.png', type = 'image/png') {
  const boundary = '----pflegepuls-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/profile-picture',
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-csrf-token': client.csrf,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

async function userRow(id: number) {
  return t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function userName(id: number) {
  return (await userRow(id)).user_name;
}

async function login(email: string, password = TEST_PASSWORD, userAgent?: string) {
  const client = await openVisitor(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-csrf-token': client.csrf,
      'content-type': 'application/json',
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
    payload: JSON.stringify({ email, password, remember: 'on' }),
  });
  client.remember(response);
  return { client, status: response.statusCode };
}

const EXPERIENCE = {
  title: 'Gesundheits- und Krankenpflegerin',
  employer: 'Universitätsklinikum Freiburg',
  location: 'Freiburg im Breisgau',
  fromMonth: '2019-10',
  isCurrent: true,
  description: 'Interdisziplinäre Intensivstation, Praxisanleitung',
};

describe(`profiles on ${testDialect}`, () => {
  it('shows another member the full profile without private fields, and 404 for unknown names', async () => {
    const { client } = await loginNewMember(t);
    const { client: owner, userId: ownerId } = await loginNewMember(t);
    await send(owner, 'PATCH', '/api/user/settings/profile', {
      firstName: 'Paula',
      lastName: 'Pflege',
      currentPosition: 'Praxisanleiterin',
      summary: 'Ich liebe meinen Beruf.',
      plz: '80331',
      country: 'DE',
    });
    expect((await send(owner, 'POST', '/api/user/settings/experiences', EXPERIENCE)).statusCode).toBe(200);
    await send(owner, 'POST', '/api/user/settings/languages', { name: 'Deutsch', level: 'native' });
    await send(owner, 'POST', '/api/user/settings/skills', { name: 'Wundmanagement' });
    await send(owner, 'POST', '/api/user/settings/educations', {
      institution: 'Pflegeschule am Klinikum',
      degree: 'Examen Gesundheits- und Krankenpflege',
      fromMonth: '2016-10',
      toMonth: '2019-09',
    });
    await send(owner, 'POST', '/api/user/settings/trainings', {
      title: 'Praxisanleitung',
      provider: 'Bildungszentrum Süd',
      year: 2021,
    });
    const name = await userName(ownerId);

    const response = await client.get(`/api/users/${name}/profile`);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: ownerId,
      userName: name,
      fullName: 'Paula Pflege',
      currentPosition: 'Praxisanleiterin',
      summary: 'Ich liebe meinen Beruf.',
      location: { city: 'München', country: 'DE' },
      connectionsCount: 0,
      connectionStatus: 'none',
      jobExperiences: [{ title: EXPERIENCE.title, isCurrent: true, toMonth: null, position: 0 }],
      languages: [{ name: 'Deutsch', level: 'native' }],
      skills: [{ name: 'Wundmanagement' }],
      educations: [{ degree: 'Examen Gesundheits- und Krankenpflege' }],
      trainings: [{ title: 'Praxisanleitung', year: 2021 }],
    });
    const body = response.body;
    expect(body).not.toContain('80331');
    expect(body).not.toContain('@');
    expect(profile).not.toHaveProperty('latitude');
    expect(profile).not.toHaveProperty('email');

    expect((await client.get('/api/users/gibt.es.nicht/profile')).statusCode).toBe(404);
    const visitor = await openVisitor(t);
    expect((await visitor.get(`/api/users/${name}/profile`)).statusCode).toBe(401);

    for (const [segment, field] of [
      ['languages', 'Deutsch'],
      ['skills', 'Wundmanagement'],
      ['education', 'Pflegeschule am Klinikum'],
      ['trainings', 'Bildungszentrum Süd'],
    ]) {
      const prefetch = await client.get(`/api/user/${name}/${segment}`);
      expect(prefetch.statusCode).toBe(200);
      expect(prefetch.json().data).toHaveLength(1);
      expect(prefetch.body).toContain(field);
      expect((await visitor.get(`/api/user/${name}/${segment}`)).statusCode).toBe(401);
    }
    expect((await client.get('/api/user/gibt.es.nicht/skills')).statusCode).toBe(404);
  });

  it('says "self" on the own profile and reads pending and accepted connections', async () => {
    const { client, userId } = await loginNewMember(t);
    const other = await insertUser(t.database);
    const me = await userName(userId);
    const otherName = await userName(other.id);
    expect((await client.get(`/api/users/${me}/profile`)).json().connectionStatus).toBe('self');

    const now = Date.now();
    const request = await t.database.db
      .insertInto('connection_requests')
      .values({
        sender_id: other.id,
        receiver_id: userId,
        status: 'pending',
        created_at: now,
        responded_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await client.get(`/api/users/${otherName}/profile`)).json()).toMatchObject({
      connectionStatus: 'pending_received',
      connectionRequestId: request.id,
    });
    await t.database.db
      .updateTable('connection_requests')
      .set({ status: 'accepted', responded_at: now })
      .where('id', '=', request.id)
      .execute();
    await t.database.db
      .insertInto('connections')
      .values([
        { user_id: userId, connected_user_id: other.id, created_at: now },
        { user_id: other.id, connected_user_id: userId, created_at: now },
      ])
      .execute();
    expect((await client.get(`/api/users/${otherName}/profile`)).json().connectionStatus).toBe('connected');
  });
});

describe(`profile settings on ${testDialect}`, () => {
  it('saves the profile fields and the place from the postal code', async () => {
    const { client, userId } = await loginNewMember(t);
    const response = await send(client, 'PATCH', '/api/user/settings/profile', {
      firstName: ' Jana ',
      lastName: 'Krause',
      currentPosition: 'Stationsleitung',
      summary: '',
      plz: '1010',
      country: 'AT',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Jana Krause',
      currentPosition: 'Stationsleitung',
      summary: null,
    });
    expect(await userRow(userId)).toMatchObject({ plz: '1010', country: 'AT', location_city: 'Wien' });

    // The same place again keeps the stored coordinates without a new lookup.
    const before = await userRow(userId);
    await t.database.db.deleteFrom('postal_codes').where('code', '=', '1010').execute();
    const again = await send(client, 'PATCH', '/api/user/settings/profile', {
      firstName: 'Jana',
      lastName: 'Krause',
      plz: '1010',
      country: 'AT',
    });
    expect(again.statusCode).toBe(200);
    expect((await userRow(userId)).latitude).toBe(before.latitude);

    const cleared = await send(client, 'PATCH', '/api/user/settings/profile', {
      firstName: 'Jana',
      lastName: 'Krause',
      plz: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(await userRow(userId)).toMatchObject({ plz: null, location_city: null, latitude: null });
  });

  it('answers 422 with German messages for bad fields and unknown postal codes, 401 for visitors', async () => {
    const { client } = await loginNewMember(t);
    const empty = await send(client, 'PATCH', '/api/user/settings/profile', { firstName: '', lastName: 'K' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.firstName).toEqual(['Vorname ist erforderlich']);
    const unknown = await send(client, 'PATCH', '/api/user/settings/profile', {
      firstName: 'A',
      lastName: 'B',
      plz: '00000',
      country: 'DE',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.plz).toEqual(['Diese Postleitzahl kennen wir nicht. Bitte überprüfe sie.']);

    const visitor = await openVisitor(t);
    expect((await send(visitor, 'PATCH', '/api/user/settings/profile', { firstName: '' })).statusCode).toBe(
      401,
    );
    expect((await send(visitor, 'POST', '/api/user/settings/skills', { name: 'X' })).statusCode).toBe(401);
    // Without the CSRF token a logged-in change is refused.
    const noCsrf = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/profile',
      remoteAddress: client.ip,
      headers: { cookie: client.cookieHeader, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'A', lastName: 'B' }),
    });
    expect(noCsrf.statusCode).toBe(419);
  });

  it('creates, updates and deletes entries; another member’s entry is not found', async () => {
    const { client } = await loginNewMember(t);
    const { client: stranger } = await loginNewMember(t);
    const created = (await send(client, 'POST', '/api/user/settings/experiences', EXPERIENCE)).json();
    expect(created).toMatchObject({ id: expect.any(Number), title: EXPERIENCE.title, isCurrent: true });

    const invalid = await send(client, 'PATCH', `/api/user/settings/experiences/${created.id}`, {
      ...EXPERIENCE,
      isCurrent: false,
      toMonth: '2018-01',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      message: 'Das Ende darf nicht vor dem Beginn liegen.',
      errors: { toMonth: ['Das Ende darf nicht vor dem Beginn liegen.'] },
    });

    const updated = await send(client, 'PATCH', `/api/user/settings/experiences/${created.id}`, {
      ...EXPERIENCE,
      isCurrent: false,
      toMonth: '2024-03',
    });
    expect(updated.json()).toMatchObject({ id: created.id, toMonth: '2024-03', isCurrent: false });

    const foreignUpdate = await send(
      stranger,
      'PATCH',
      `/api/user/settings/experiences/${created.id}`,
      EXPERIENCE,
    );
    expect(foreignUpdate.statusCode).toBe(404);
    expect((await send(stranger, 'DELETE', `/api/user/settings/experiences/${created.id}`)).statusCode).toBe(
      404,
    );

    const second = (await send(client, 'POST', '/api/user/settings/skills', { name: 'Kinästhetik' })).json();
    const third = (
      await send(client, 'POST', '/api/user/settings/skills', { name: 'Palliative Care' })
    ).json();
    expect([second.position, third.position]).toEqual([0, 1]);
    const duplicate = await send(client, 'POST', '/api/user/settings/skills', { name: 'kinästhetik' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().message).toBe('Diesen Eintrag hast du schon.');
    const badLevel = await send(client, 'POST', '/api/user/settings/languages', {
      name: 'Englisch',
      level: 'x',
    });
    expect(badLevel.json().errors.level).toEqual(['Bitte wähle ein Sprachniveau.']);
    expect((await send(client, 'POST', '/api/user/settings/hobbies', { name: 'x' })).statusCode).toBe(422);

    const deleted = await send(client, 'DELETE', `/api/user/settings/experiences/${created.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Eintrag gelöscht.' });
    expect((await send(client, 'DELETE', `/api/user/settings/experiences/${created.id}`)).statusCode).toBe(
      404,
    );
  });

  it('computes the completeness from the stored profile', async () => {
    const { client } = await loginNewMember(t);
    const empty = (await client.get('/api/user/profile-completeness')).json();
    expect(empty).toMatchObject({ score: 0, label: 'Profil vervollständigen' });
    expect(empty.missing).toHaveLength(7);
    await send(client, 'POST', '/api/user/settings/experiences', EXPERIENCE);
    await send(client, 'POST', '/api/user/settings/skills', { name: 'Wundmanagement' });
    await send(client, 'PATCH', '/api/user/settings/profile', {
      firstName: 'A',
      lastName: 'B',
      summary: 'Seit zehn Jahren in der Intensivpflege.',
    });
    const after = (await client.get('/api/user/profile-completeness')).json();
    expect(after).toMatchObject({ score: 45, label: 'Profil vervollständigen' });
    expect(after.missing.map((m: { key: string }) => m.key)).toEqual([
      'education',
      'languages',
      'picture',
      'trainings',
    ]);
    expect((await (await openVisitor(t)).get('/api/user/profile-completeness')).statusCode).toBe(401);
  });
});

describe(`profile picture on ${testDialect}`, () => {
  it('accepts a real PNG, re-encodes it without metadata and replaces the previous files', async () => {
    const { client, userId } = await loginNewMember(t);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#FFA940' } })
      .png()
      .withExif({ IFD0: { Copyright: 'Geheime Kamera', Artist: 'Paula' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const response = await upload(client, png);
    expect(response.statusCode).toBe(200);
    const picture = response.json();
    // A random name: no user id for anyone to enumerate.
    expect(picture.path).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(picture.cPath).toBe(picture.path.replace('.webp', '-c.webp'));

    const file = path.join(t.config.dataDir, picture.path);
    const stored = await sharp(file).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    const small = await sharp(path.join(t.config.dataDir, picture.cPath)).metadata();
    expect([small.width, small.height]).toEqual([256, 256]);
    expect((await client.get('/api/user/me')).json().profilePicture.path).toBe(picture.path);
    const served = await client.get(picture.cPath);
    expect(served.statusCode).toBe(200);

    const second = (await upload(client, png)).json();
    expect(existsSync(file)).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, second.path))).toBe(true);

    const removed = await send(client, 'DELETE', '/api/user/profile-picture');
    expect(removed.statusCode).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, second.path))).toBe(false);
    expect((await userRow(userId)).profile_picture_path).toBeNull();
  });

  it('rejects a file that is not an image with a German 422, and visitors with 401', async () => {
    const { client, userId } = await loginNewMember(t);
    const response = await upload(client, Buffer.from('%PDF-1.4 kein Bild'), 'lebenslauf.png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Bitte wähle ein Bild (JPEG, PNG, WebP, GIF oder HEIC).',
      errors: { image: ['Bitte wähle ein Bild (JPEG, PNG, WebP, GIF oder HEIC).'] },
    });
    expect((await userRow(userId)).profile_picture_path).toBeNull();
    const visitor = await openVisitor(t);
    expect((await upload(visitor, Buffer.from('x'))).statusCode).toBe(401);
  });
});

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
    expect(defaults.categories).toHaveLength(6);
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

describe(`export and deletion on ${testDialect}`, () => {
  it('exports my data, registered sections, and nothing of other members', async () => {
    t.deps.accountData.add('test', {
      exportSections: { testSection: async (_db, userId) => ({ owner: userId }) },
    });
    const { client, userId } = await loginNewMember(t);
    const { client: other } = await loginNewMember(t);
    await send(other, 'POST', '/api/user/settings/skills', { name: 'Fremdes Wissen' });
    await send(client, 'POST', '/api/user/settings/skills', { name: 'Eigenes Wissen' });
    const me = await userRow(userId);

    const response = await client.get('/api/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.account).toMatchObject({ id: userId, email: me.email, user_name: me.user_name });
    expect(data.profile.skills).toEqual([expect.objectContaining({ name: 'Eigenes Wissen' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.testSection).toEqual({ owner: userId });
    expect(response.body).not.toContain('Fremdes Wissen');
    expect(response.body).not.toContain('password_hash');
    const sessionIds = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    for (const row of sessionIds) expect(response.body).not.toContain(row.id);
    expect((await (await openVisitor(t)).get('/api/user/export')).statusCode).toBe(401);
  });

  it('deletes the account: no login, no personal data, picture files gone, row anonymised', async () => {
    const { client, userId } = await loginNewMember(t);
    const friend = await insertUser(t.database);
    const now = Date.now();
    await t.database.db
      .insertInto('connections')
      .values([
        { user_id: userId, connected_user_id: friend.id, created_at: now },
        { user_id: friend.id, connected_user_id: userId, created_at: now },
      ])
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ connections_count: 1 })
      .where('id', 'in', [userId, friend.id])
      .execute();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const picture = (await upload(client, png)).json();
    await send(client, 'POST', '/api/user/settings/languages', { name: 'Deutsch', level: 'native' });
    const before = await userRow(userId);

    const wrong = await send(client, 'POST', '/api/user/delete', { password: 'falsch', confirm: true });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['Das Passwort ist nicht korrekt.']);
    const unconfirmed = await send(client, 'POST', '/api/user/delete', { password: TEST_PASSWORD });
    expect(unconfirmed.json().errors.confirm).toEqual(['Bitte bestätige die Löschung.']);

    const response = await send(client, 'POST', '/api/user/delete', {
      password: TEST_PASSWORD,
      confirm: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/user/me')).statusCode).toBe(401);
    expect((await login(before.email)).status).not.toBe(200);

    const after = await userRow(userId);
    expect(after).toMatchObject({
      first_name: 'Gelöschtes',
      last_name: 'Mitglied',
      password_hash: null,
      summary: null,
      plz: null,
      latitude: null,
      profile_picture_path: null,
      connections_count: 0,
    });
    expect(after.email).not.toBe(before.email);
    expect(existsSync(path.join(t.config.dataDir, picture.path))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, picture.cPath))).toBe(false);
    const leftovers = await Promise.all([
      t.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
      t.database.db.selectFrom('user_languages').select('id').where('user_id', '=', userId).execute(),
      t.database.db
        .selectFrom('connections')
        .select('user_id')
        .where('connected_user_id', '=', userId)
        .execute(),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual([0, 0, 0]);
    expect((await userRow(friend.id)).connections_count).toBe(0);

    const { client: viewer } = await loginNewMember(t);
    expect((await viewer.get(`/api/users/${before.user_name}/profile`)).statusCode).toBe(404);
    expect((await viewer.get(`/api/users/${after.user_name}/profile`)).statusCode).toBe(404);
  });
});
