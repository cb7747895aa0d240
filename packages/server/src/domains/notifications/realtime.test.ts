/**
 * Realtime delivery over a real port, on one instance and across two with Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, REALTIME_CLOSE_RESTART, UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  useInstancesOnRedis,
  type TTestApp,
} from '../../test/harness.ts';
import { connectSocket, listen, realtimeUrl } from '../../test/realtime-socket.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { DAILY_JOB } from './index.ts';
import { SOCKET_SESSION_LIMIT } from './socket.ts';

/** A tab's socket on `port`; a frame is waited for one second unless a test says otherwise. */
const connect = (port: number, cookie: string, headers: Record<string, string> = {}) => {
  const tab = connectSocket(realtimeUrl(port), cookie, { headers, timeoutMs: 1000 });
  return { ...tab, messages: tab.frames };
};

describe(`realtime delivery on ${testDialect}`, () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
  });
  afterAll(() => t.close());

  it('delivers a new notification and the badge count to an open tab within a second', async () => {
    const { client, userId } = await loginNewMember(t);
    const actor = await insertUser(t.database, { first_name: 'Anna', last_name: 'Muster' });
    const tab = connect(port, client.cookieHeader);
    await tab.next((m) => m.type === 'ready');
    const started = Date.now();
    await t.deps.events.publish({
      type: 'connection_requested',
      actorId: actor.id,
      recipientId: userId,
      requestId: 9,
    });
    const message = await tab.next((m) => m.type === 'notification');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(message).toMatchObject({
      type: 'notification',
      messageType: 'connection_request',
      messageText: 'Anna Muster möchte sich mit dir vernetzen',
      unseenCount: 1,
    });
    // Marking as seen in another tab updates this tab's badge.
    await client.post('/api/user/notifications/seen', { ids: [message['id'] as number] });
    expect(await tab.next((m) => m.type === 'notification_count')).toEqual({
      type: 'notification_count',
      unseenCount: 0,
    });
    tab.close();
  });

  it('never sends a member’s messages to another member’s tab', async () => {
    const a = await loginNewMember(t);
    const b = await loginNewMember(t);
    const actor = await insertUser(t.database);
    const tabB = connect(port, b.client.cookieHeader);
    await tabB.next((m) => m.type === 'ready');
    await t.deps.events.publish({ type: 'post_liked', actorId: actor.id, recipientId: a.userId, postId: 1 });
    await t.deps.jobs.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tabB.messages.filter((m) => m.type !== 'ready')).toEqual([]);
    tabB.close();
  });

  it('delivers the test notification to the member’s open tab', async () => {
    const { client } = await loginNewMember(t);
    const tab = connect(port, client.cookieHeader);
    await tab.next((m) => m.type === 'ready');
    const response = await client.post('/api/user/notifications/test');
    expect(response.statusCode, response.body).toBe(200);
    expect(await tab.next((m) => m.type === 'notification')).toEqual({
      type: 'notification',
      id: (response.json() as { notificationId: number }).notificationId,
      messageType: 'notification_test',
      messageText: M.testText,
      unseenCount: 1,
    });
    tab.close();
  });

  it('closes the tabs of a session at its logout; another login of the member stays connected', async () => {
    const user = await insertUser(t.database);
    const login = async () => {
      const client = await openVisitor(t);
      const response = await client.post('/api/user/login', {
        email: user.email,
        password: TEST_PASSWORD,
        remember: 'on',
      });
      expect(response.statusCode).toBe(200);
      return client;
    };
    const [phone, laptop] = [await login(), await login()];
    const phoneTab = connect(port, phone.cookieHeader);
    const laptopTab = connect(port, laptop.cookieHeader);
    await Promise.all([phoneTab.next((m) => m.type === 'ready'), laptopTab.next((m) => m.type === 'ready')]);

    expect((await phone.post('/user/logout')).statusCode).toBe(200);
    // Closed by the logout itself, not by the session check of the next ping 25 s later (the
    // guard only bounds the wait; a closed socket resolves at once).
    let guard: NodeJS.Timeout | undefined;
    const stillOpen = new Promise<string>((resolve) => (guard = setTimeout(() => resolve('offen'), 5000)));
    expect(await Promise.race([phoneTab.closed, stillOpen])).toBe(4401);
    clearTimeout(guard);
    await t.deps.realtime.publish(user.id, { type: 'notification_count', unseenCount: 2 });
    expect(await laptopTab.next((m) => m.type === 'notification_count')).toEqual({
      type: 'notification_count',
      unseenCount: 2,
    });
    // The bus message that ends a session never reaches a browser.
    expect(laptopTab.messages.map((m) => m.type)).toEqual(['ready', 'notification_count']);
    laptopTab.close();
  });

  it('closes the socket of visitors and of foreign pages', async () => {
    const visitor = await openVisitor(t);
    expect(await connect(port, visitor.cookieHeader).closed).toBe(4401);
    const { client } = await loginNewMember(t);
    expect(await connect(port, client.cookieHeader, { origin: 'https://evil.example' }).closed).toBe(4403);
  });

  it('tells open tabs about the notifications of the daily jobs', async () => {
    const { client, userId } = await loginNewMember(t);
    const joiner = await insertUser(t.database, { first_name: 'Nele', last_name: 'Neu' });
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ is_urocampus_member: 1 })
      .where('id', 'in', [userId, joiner.id])
      .execute();
    await joinClosedArea(db, joiner.id, UROCAMPUS_AREA_ID, Date.now() - 1000);
    const tab = connect(port, client.cookieHeader);
    await tab.next((m) => m.type === 'ready');
    await t.deps.jobs.enqueue(DAILY_JOB, {});
    expect(await tab.next((m) => m.type === 'notification', 5000)).toMatchObject({
      messageType: 'closed_area_new_member',
      messageText: 'Ein neues Mitglied ist dem Urocampus beigetreten',
      unseenCount: 1,
    });
    tab.close();
  });

  it('limits connections per login, not per address (a ward shares one)', async () => {
    const { client } = await loginNewMember(t);
    const tabs = Array.from({ length: SOCKET_SESSION_LIMIT.max }, () => connect(port, client.cookieHeader));
    await Promise.all(tabs.map((tab) => tab.next((m) => m.type === 'ready', 5000)));
    // One more with the same login is refused before the upgrade; another member still connects.
    expect(await connect(port, client.cookieHeader).closed).toBe(1006);
    const other = await loginNewMember(t);
    const otherTab = connect(port, other.client.cookieHeader);
    await otherTab.next((m) => m.type === 'ready');
    for (const tab of [...tabs, otherTab]) tab.close();
  });
});

describe(`realtime at shutdown on ${testDialect}`, () => {
  it('tells every open tab to come back (1012) when the instance closes', async () => {
    const own = await createTestApp();
    try {
      const ownPort = await listen(own.app);
      const { client } = await loginNewMember(own);
      const tab = connect(ownPort, client.cookieHeader);
      await tab.next((m) => m.type === 'ready');
      await own.app.close();
      expect(await tab.closed).toBe(REALTIME_CLOSE_RESTART);
    } finally {
      await own.close();
    }
  });
});

const redisUrl = process.env['REDIS_URL'];

describe.skipIf(!redisUrl)(`realtime across two instances on ${testDialect} + Redis`, () => {
  const { app, startInstance } = useInstancesOnRedis(redisUrl!);

  it('delivers an event handled on one instance to a tab connected to the other', async () => {
    const one = await startInstance();
    const two = await startInstance();
    const portTwo = await listen(two.app);
    const user = await insertUser(app().database);
    const actor = await insertUser(app().database, { first_name: 'Bea', last_name: 'Bus' });
    const client = await new TestClient(one.app).open();
    expect(
      (await client.post('/api/user/login', { email: user.email, password: TEST_PASSWORD, remember: 'on' }))
        .statusCode,
    ).toBe(200);

    const tab = connect(portTwo, client.cookieHeader);
    await tab.next((m) => m.type === 'ready');
    await one.deps.events.publish({ type: 'post_liked', actorId: actor.id, recipientId: user.id, postId: 5 });
    const message = await tab.next((m) => m.type === 'notification');
    expect(message).toMatchObject({
      messageType: 'like',
      messageText: 'Bea Bus hat deinen Beitrag geliked',
      unseenCount: 1,
    });
    tab.close();
  });
});
