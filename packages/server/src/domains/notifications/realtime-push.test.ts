/**
 * Realtime delivery over a real port (WebSockets cannot go through `inject` with the rate limiter)
 * and web push against a local push service speaking HTTPS.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PREFERENCE_CATEGORIES,
  UROCAMPUS_AREA_ID,
  type TNotification,
} from '@pflegepuls/shared';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../platform/db/index.ts';
import { createDeps } from '../../platform/deps.ts';
import { createRealtimeBus } from '../../platform/realtime.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  type TTestApp,
} from '../../test/harness.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { loginNewMember, openVisitor } from '../onboarding/test-member.ts';
import { createNotificationDelivery } from './delivery.ts';
import { createPushSender, loadVapidKeys } from './push.ts';
import { DAILY_JOB } from './index.ts';
import { handleDomainEvent, sendTestNotification } from './service.ts';
import { SOCKET_SESSION_LIMIT } from './socket.ts';

const silent = pino({ level: 'silent' });

type TMessage = { type: string; [key: string]: unknown };

/** A WebSocket client with the tab's cookie; collects messages. */
function connect(port: number, cookie: string, headers: Record<string, string> = {}) {
  const messages: TMessage[] = [];
  const waiters: Array<{ match: (m: TMessage) => boolean; resolve: (m: TMessage) => void }> = [];
  // Node's WebSocket (undici) accepts headers as a non-standard init option.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
    headers: { cookie, ...headers },
  } as unknown as string[]);
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as TMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const next = (match: (m: TMessage) => boolean, timeoutMs = 1000) =>
    new Promise<TMessage>((resolve, reject) => {
      const found = messages.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`keine Nachricht binnen ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  return { socket, messages, closed, next, close: () => socket.close() };
}

async function listen(app: TApp): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('kein Port');
  return address.port;
}

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

const redisUrl = process.env['REDIS_URL'];

describe.skipIf(!redisUrl)(`realtime across two instances on ${testDialect} + Redis`, () => {
  let t: TTestApp;
  const instances: Array<{ app: TApp; deps: TDeps; close: () => Promise<void> }> = [];

  /** A second server process in miniature: its own connections, jobs and Redis bus, the same data. */
  async function startInstance() {
    const database = await openDatabase({
      databaseUrl: t.config.databaseUrl,
      dataDir: t.config.dataDir,
      ...(t.config.databaseSchema ? { schema: t.config.databaseSchema } : {}),
    });
    const deps = {
      ...createDeps({ config: t.config, database, redis: null, log: silent }),
      realtime: createRealtimeBus(redisUrl),
    };
    const app = await buildApp({ ...deps, logger: false });
    await app.ready();
    const instance = {
      app,
      deps,
      close: async () => {
        await app.close();
        await deps.jobs.close();
        await deps.realtime.close();
        await database.close();
      },
    };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await t.close();
  });

  it('delivers an event handled on one instance to a tab connected to the other', async () => {
    const one = await startInstance();
    const two = await startInstance();
    const portTwo = await listen(two.app);
    const user = await insertUser(t.database);
    const actor = await insertUser(t.database, { first_name: 'Bea', last_name: 'Bus' });
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

describe(`web push on ${testDialect}`, () => {
  let t: TTestApp;
  let server: Server;
  let pushPort: number;
  let certDir: string;
  const received: Array<{ url: string; headers: Record<string, unknown>; bodyLength: number }> = [];
  /** Status the fake push service answers per path. */
  const statusFor = new Map<string, number>();

  beforeAll(async () => {
    // push.example.com stands for a push service: the test seam of the allow-list.
    t = await createTestApp({ PUSH_TEST_HOSTS: 'push.example.com' });
    certDir = mkdtempSync(path.join(tmpdir(), 'pp-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(certDir, 'key.pem'),
        '-out',
        path.join(certDir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    server = createServer(
      {
        key: readFileSync(path.join(certDir, 'key.pem')),
        cert: readFileSync(path.join(certDir, 'cert.pem')),
      },
      (request, response) => {
        let length = 0;
        request.on('data', (chunk: Buffer) => (length += chunk.length));
        request.on('end', () => {
          received.push({ url: request.url ?? '', headers: request.headers, bodyLength: length });
          response.statusCode = statusFor.get(request.url ?? '') ?? 201;
          response.end();
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pushPort = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
    await t.close();
  });

  /** Endpoints must name a public host: this one resolves to the local push service. */
  function browserSubscription(name: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `https://push.example.com:${pushPort}/push/${name}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
  }

  /** The sender against the local push service (self-signed, every host name resolves to it). */
  const pushSender = () =>
    createPushSender({
      db: t.database.db,
      keys: loadVapidKeys(t.config),
      productName: 'Pflegepuls',
      log: silent,
      extraHosts: t.config.pushTestHosts,
      agent: new Agent({
        rejectUnauthorized: false,
        lookup: (_host, options, callback) => {
          if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else callback(null, '127.0.0.1', 4);
        },
      }),
    });

  const notification = (id: number, messageType = 'like'): TNotification => ({
    id,
    messageType,
    messageText: 'Anna Muster hat deinen Beitrag geliked',
    isUnseen: true,
    createdAtShort: 'gerade eben',
    createdAt: Date.now(),
    sender: null,
    senderId: null,
    avatarUrl: null,
    clickAction: { type: 'none', url: null, params: {} },
    moment: null,
    post: null,
    group: null,
    event: null,
    newUrocampusMembers: [],
    requestId: null,
    requestStatus: null,
  });

  it('hands out the public key, generated once into DATA_DIR', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.get('/api/push/public-key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json() as { publicKey: string };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(loadVapidKeys(t.config).publicKey).toBe(publicKey);
    const configured = { publicKey: 'p'.repeat(87), privateKey: 'q'.repeat(43) };
    expect(loadVapidKeys({ ...t.config, vapid: configured }).publicKey).toBe(configured.publicKey);
  });

  it('accepts only https endpoints on public host names (no requests into the intranet)', async () => {
    const { client } = await loginNewMember(t);
    const keys = { p256dh: 'a', auth: 'b' };
    for (const endpoint of [
      'javascript:alert(1)',
      'http://push.example.com/push/1',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://localhost/push',
      'https://api.localhost/push',
      'https://localhost./push',
      'https://intranet/push',
      'https://drucker.local/push',
      'https://metadata.google.internal/computeMetadata',
      'https://user:pass@push.example.com/push',
    ]) {
      const response = await client.post('/api/push/subscribe', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json().message, endpoint).toBe(M.pushSubscriptionInvalid);
    }
    expect((await client.post('/api/push/subscribe', {})).statusCode).toBe(422);
    const fcm = await client.post('/api/push/subscribe', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys,
    });
    expect(fcm.statusCode).toBe(200);
  });

  it('accepts only the endpoints of real push services (an allow-list of their hosts)', async () => {
    const { client } = await loginNewMember(t);
    const keys = { p256dh: 'a', auth: 'b' };
    for (const endpoint of [
      'https://push.example.org/push/1',
      'https://webhook.site/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/1',
      'https://evil-fcm.googleapis.com/fcm/send/1',
      'https://notify.windows.com.evil.example/w/1',
      'https://push.apple.com/3/device',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://updates.push.services.mozilla.com:444/wpush/v2/1',
    ]) {
      const response = await client.post('/api/push/subscribe', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json().message, endpoint).toBe(M.pushServiceUnknown);
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/1',
      'https://FCM.googleapis.com./fcm/send/abc',
    ]) {
      const response = await client.post('/api/push/subscribe', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(200);
    }
  });

  it('never posts to an endpoint outside the allow-list stored before the check, and drops it', async () => {
    const { userId } = await loginNewMember(t);
    const stored = browserSubscription(`foreign-host-${userId}`);
    const endpoint = `https://push.example.org:${pushPort}/push/foreign-host-${userId}`;
    await t.database.db
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint,
        p256dh: stored.keys.p256dh,
        auth: stored.keys.auth,
        user_agent: null,
        created_at: Date.now(),
      })
      .execute();
    expect(await pushSender()(notification(5), userId)).toBe(0);
    expect(received.filter((r) => r.url.endsWith(`foreign-host-${userId}`))).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', endpoint)
        .execute(),
    ).toEqual([]);
  });

  it('never posts to an intranet endpoint stored before the check, and drops it', async () => {
    const { userId } = await loginNewMember(t);
    const legacy = browserSubscription(`legacy-${userId}`);
    const endpoint = `https://127.0.0.1:${pushPort}/push/legacy-${userId}`;
    await t.database.db
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint,
        p256dh: legacy.keys.p256dh,
        auth: legacy.keys.auth,
        user_agent: null,
        created_at: Date.now(),
      })
      .execute();
    await pushSender()(notification(4), userId);
    expect(received.filter((r) => r.url.endsWith(`legacy-${userId}`))).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', endpoint)
        .execute(),
    ).toEqual([]);
  });

  it('records an event once and still pushes when the realtime bus is down', async () => {
    const db = t.database.db;
    const actor = await insertUser(t.database);
    const down = {
      ...t.deps.realtime,
      publish: async () => {
        throw new Error('Redis nicht erreichbar');
      },
    };
    // Through the app: the event's job must succeed, or its retries would count the like again.
    const quiet = await loginNewMember(t);
    const publish = t.deps.realtime.publish;
    t.deps.realtime.publish = down.publish;
    try {
      await t.deps.events.publish({
        type: 'post_liked',
        actorId: actor.id,
        recipientId: quiet.userId,
        postId: 8,
      });
      await t.deps.jobs.idle();
    } finally {
      t.deps.realtime.publish = publish;
    }
    const row = await db
      .selectFrom('notifications')
      .select(['event_count'])
      .where('user_id', '=', quiet.userId)
      .executeTakeFirstOrThrow();
    expect(row.event_count).toBe(1);

    // The push goes out all the same.
    const { client, userId } = await loginNewMember(t);
    expect((await client.post('/api/push/subscribe', browserSubscription(`bus-${userId}`))).statusCode).toBe(
      200,
    );
    const deliver = createNotificationDelivery({ db, realtime: down, push: pushSender(), log: silent });
    const event = { type: 'post_liked', actorId: actor.id, recipientId: userId, postId: 9 } as const;
    await expect(handleDomainEvent(db, event, deliver)).resolves.toEqual(expect.any(Number));
    expect(received.map((r) => r.url)).toContain(`/push/bus-${userId}`);
  });

  it('pushes the test notification to every device, whatever the category switches say', async () => {
    const { client, userId } = await loginNewMember(t);
    for (const name of ['phone', 'laptop']) {
      const response = await client.post(
        '/api/push/subscribe',
        browserSubscription(`test-${name}-${userId}`),
      );
      expect(response.statusCode).toBe(200);
    }
    // Every category switched off: the member asked for this one push to see that it arrives.
    await t.database.db
      .insertInto('notification_preferences')
      .values(
        NOTIFICATION_PREFERENCE_CATEGORIES.map((category) => ({
          user_id: userId,
          category,
          email: 0,
          push: 0,
          updated_at: Date.now(),
        })),
      )
      .execute();
    const deliver = createNotificationDelivery({
      db: t.database.db,
      realtime: t.deps.realtime,
      push: pushSender(),
      log: silent,
    });
    const sent = await sendTestNotification(t.database.db, { userId, deliver });
    expect(sent).toEqual({ notificationId: expect.any(Number), pushCount: 2 });
    expect(received.map((r) => r.url).filter((url) => url.startsWith('/push/test-'))).toEqual(
      expect.arrayContaining([`/push/test-phone-${userId}`, `/push/test-laptop-${userId}`]),
    );
  });

  it('pushes to every subscription of the receiver, deletes gone ones and respects the settings', async () => {
    const { client, userId } = await loginNewMember(t);
    const other = await loginNewMember(t);
    const keep = browserSubscription(`keep-${userId}`);
    const gone = browserSubscription(`gone-${userId}`);
    const foreign = browserSubscription(`foreign-${userId}`);
    statusFor.set(`/push/gone-${userId}`, 410);
    for (const s of [keep, gone]) {
      const response = await client.post('/api/push/subscribe', s);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: M.pushSubscribed });
    }
    expect((await other.client.post('/api/push/subscribe', foreign)).statusCode).toBe(200);

    const send = pushSender();
    // Counted: the device that took the push, not the one the push service says is gone.
    expect(await send(notification(1), userId)).toBe(1);
    const mine = received.filter((r) => r.url.endsWith(`-${userId}`));
    expect(mine.map((r) => r.url).sort()).toEqual([`/push/gone-${userId}`, `/push/keep-${userId}`]);
    expect(mine[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(mine[0]!.headers['authorization'])).toMatch(/^vapid t=/);
    expect(mine[0]!.bodyLength).toBeGreaterThan(0);
    const left = await t.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .execute();
    expect(left.map((r) => r.endpoint)).toEqual([keep.endpoint]);

    // Likes switched off for push: nothing is sent; a push failure never throws.
    await t.database.db
      .insertInto('notification_preferences')
      .values({ user_id: userId, category: 'likes', email: 1, push: 0, updated_at: Date.now() })
      .execute();
    const before = received.length;
    expect(await send(notification(2), userId)).toBe(0);
    expect(received.length).toBe(before);
    statusFor.set(`/push/keep-${userId}`, 500);
    await expect(send(notification(3, 'comment'), userId)).resolves.toBe(0);

    const unsubscribe = await client.post('/api/push/unsubscribe', { endpoint: keep.endpoint });
    expect(unsubscribe.json()).toEqual({ success: true, message: M.pushUnsubscribed });
    // Another member's endpoint stays.
    await client.post('/api/push/unsubscribe', { endpoint: foreign.endpoint });
    expect(
      await t.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', foreign.endpoint)
        .execute(),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
    ).toHaveLength(0);
  });
});
