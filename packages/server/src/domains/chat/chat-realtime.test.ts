/**
 * Chat over the realtime socket: on one instance, and across two instances with Redis (a message
 * sent to instance A reaches a socket on instance B), plus catch-up after a dropped socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPath, type TChatMessage, type TChatMessagesPage } from '@pflegepuls/shared';
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
import type { TApp } from '../../platform/types.ts';

type TFrame = { type: string; event?: { kind: string; [key: string]: unknown }; [key: string]: unknown };

const connect = (port: number, cookie: string) => connectSocket<TFrame>(realtimeUrl(port), cookie);

const chatKind = (kind: string) => (f: TFrame) => f.type === 'chat' && f.event?.kind === kind;

async function login(app: TApp, email: string): Promise<TestClient> {
  const client = await new TestClient(app).open();
  const response = await client.post('/api/user/login', { email, password: TEST_PASSWORD, remember: 'on' });
  expect(response.statusCode).toBe(200);
  return client;
}

async function userNameOf(t: TTestApp, id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.user_name;
}

describe(`chat realtime on ${testDialect}`, () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
  });
  afterAll(() => t.close());

  it('delivers messages, typing and read receipts to the right tabs only', async () => {
    const anna = await insertUser(t.database, { first_name: 'Anna', last_name: 'Auer' });
    const ben = await insertUser(t.database, { first_name: 'Ben', last_name: 'Brandt' });
    const eve = await insertUser(t.database);
    const [annaClient, benClient, eveClient] = await Promise.all([
      login(t.app, anna.email),
      login(t.app, ben.email),
      login(t.app, eve.email),
    ]);
    const chatId = (
      (await annaClient.post('/api/chat/open', { userName: await userNameOf(t, ben.id) })).json() as {
        id: number;
      }
    ).id;
    const annaTab = connect(port, annaClient.cookieHeader);
    const annaOtherTab = connect(port, annaClient.cookieHeader);
    const benTab = connect(port, benClient.cookieHeader);
    const eveTab = connect(port, eveClient.cookieHeader);
    await Promise.all(
      [annaTab, annaOtherTab, benTab, eveTab].map((tab) => tab.next((f) => f.type === 'ready')),
    );

    const started = Date.now();
    const sent = (
      await annaClient.post(chatPath(chatId, '/messages'), { body: 'Guten Morgen!' })
    ).json() as TChatMessage;
    const received = await benTab.next(chatKind('message'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(received.event).toEqual({ kind: 'message', message: sent });
    // The sender's other tab stays in sync.
    expect((await annaOtherTab.next(chatKind('message'))).event).toEqual({ kind: 'message', message: sent });
    // The recipient also gets the grouped notification.
    expect(await benTab.next((f) => f.type === 'notification')).toMatchObject({
      messageType: 'direct_message',
    });

    await benClient.post(chatPath(chatId, '/typing'));
    expect((await annaTab.next(chatKind('typing'))).event).toEqual({
      kind: 'typing',
      chatId,
      userId: ben.id,
    });

    await benClient.post(chatPath(chatId, '/read'), { messageId: sent.id });
    expect((await annaTab.next(chatKind('read'))).event).toEqual({
      kind: 'read',
      chatId,
      userId: ben.id,
      messageId: sent.id,
    });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eveTab.frames.filter((f) => f.type !== 'ready')).toEqual([]);
    for (const tab of [annaTab, annaOtherTab, benTab, eveTab]) tab.close();
  });

  it('catches up after a dropped socket: no gap, no duplicate', async () => {
    const anna = await insertUser(t.database);
    const ben = await insertUser(t.database);
    const [annaClient, benClient] = await Promise.all([login(t.app, anna.email), login(t.app, ben.email)]);
    const chatId = (
      (await annaClient.post('/api/chat/open', { userName: await userNameOf(t, ben.id) })).json() as {
        id: number;
      }
    ).id;
    const tab = connect(port, benClient.cookieHeader);
    await tab.next((f) => f.type === 'ready');
    await annaClient.post(chatPath(chatId, '/messages'), { body: 'Eins' });
    const first = (await tab.next(chatKind('message'))).event!['message'] as TChatMessage;
    tab.close();
    // While Ben's socket is gone, Anna writes on.
    for (const body of ['Zwei', 'Drei', 'Vier'])
      await annaClient.post(chatPath(chatId, '/messages'), { body });
    const again = connect(port, benClient.cookieHeader);
    await again.next((f) => f.type === 'ready');
    // On `ready` the client asks for everything after the last id it saw.
    const missed = (
      await benClient.get(chatPath(chatId, `/messages?after=${first.id}`))
    ).json() as TChatMessagesPage;
    expect(missed.messages.map((m) => m.body)).toEqual(['Zwei', 'Drei', 'Vier']);
    expect(missed.hasMore).toBe(false);
    await annaClient.post(chatPath(chatId, '/messages'), { body: 'Fünf' });
    expect(((await again.next(chatKind('message'))).event!['message'] as TChatMessage).body).toBe('Fünf');
    again.close();
  });
});

const redisUrl = process.env['REDIS_URL'];

describe.skipIf(!redisUrl)(`chat realtime across two instances on ${testDialect} + Redis`, () => {
  const { app, startInstance } = useInstancesOnRedis(redisUrl!);

  it('a message sent to instance A reaches the socket on instance B, and B’s read reaches A', async () => {
    const one = await startInstance();
    const two = await startInstance();
    const portOne = await listen(one.app);
    const portTwo = await listen(two.app);
    const anna = await insertUser(app().database);
    const ben = await insertUser(app().database);
    const annaClient = await login(one.app, anna.email);
    const benClient = await login(two.app, ben.email);
    const annaTab = connect(portOne, annaClient.cookieHeader);
    const benTab = connect(portTwo, benClient.cookieHeader);
    await Promise.all([annaTab.next((f) => f.type === 'ready'), benTab.next((f) => f.type === 'ready')]);

    const chatId = (
      (await annaClient.post('/api/chat/open', { userName: await userNameOf(app(), ben.id) })).json() as {
        id: number;
      }
    ).id;
    const sent = (
      await annaClient.post(chatPath(chatId, '/messages'), { body: 'Über Redis' })
    ).json() as TChatMessage;
    expect((await benTab.next(chatKind('message'))).event).toEqual({ kind: 'message', message: sent });

    // Ben's tab is connected to instance B and reads through B's HTTP.
    await benClient.post(chatPath(chatId, '/read'), { messageId: sent.id });
    expect((await annaTab.next(chatKind('read'))).event).toMatchObject({
      userId: ben.id,
      messageId: sent.id,
    });
    annaTab.close();
    benTab.close();
  });
});
