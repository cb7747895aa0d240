/** Profiles and profile settings over HTTP: public profile, fields, CV entries, completeness, picture. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, insertUser, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { createUsersTestHelpers, EXPERIENCE } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importPostalCodes(t.database.db, GEODATA_DIR);
});
afterAll(() => t.close());
const { send, upload, userRow, userName } = createUsersTestHelpers(() => t);

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

    // The authenticated user of 000 §3 carries the CV sections and the talent phone (none yet).
    const me = (await client.get('/api/user/me')).json();
    expect(me).toMatchObject({
      talentPhone: null,
      jobExperiences: [{ id: created.id, title: EXPERIENCE.title, toMonth: '2024-03' }],
      educations: [],
      languages: [],
      skills: [{ name: 'Kinästhetik' }, { name: 'Palliative Care' }],
      trainings: [],
    });
    expect((await stranger.get('/api/user/me')).json()).toMatchObject({ jobExperiences: [], skills: [] });

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

  it('counts what the onboarding asked: education, experience (none too) and further trainings', async () => {
    const { client, userId } = await loginNewMember(t);
    await t.database.db
      .insertInto('user_onboarding')
      .values({
        user_id: userId,
        education: 'dreijaehrig',
        years_of_experience: 0,
        trainings: JSON.stringify(['praxisanleitung']),
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    const answer = (await client.get('/api/user/profile-completeness')).json();
    expect(answer.score).toBe(50);
    expect(answer.missing.map((m: { key: string }) => m.key)).toEqual([
      'summary',
      'languages',
      'picture',
      'skills',
    ]);
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
