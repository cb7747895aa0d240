/** Data export and account deletion over HTTP. */
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
  type TTestApp,
} from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { createUsersTestHelpers } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importPostalCodes(t.database.db, GEODATA_DIR);
});
afterAll(() => t.close());
const { send, upload, userRow, login } = createUsersTestHelpers(() => t);

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
