/** Web push against a local push service speaking HTTPS. */
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
  type TNotification,
} from '@pflegepuls/shared';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember } from '../../test/member.ts';
import { createNotificationDelivery } from './delivery.ts';
import { updateNotificationPreferences } from '../users/notification-preferences.ts';
import { createPushSender, loadVapidKeys } from './push.ts';
import { handleDomainEvent, sendTestNotification } from './service.ts';

const silent = pino({ level: 'silent' });

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
  const pushSender = (now?: () => number) =>
    createPushSender({
      now,
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
    // The admin statistics count it as delivered by push; a member without devices gets no mark.
    const pushedAt = async (id: number) =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select('pushed_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).pushed_at;
    expect(await pushedAt(sent.notificationId)).toEqual(expect.any(Number));
    const unreachable = await loginNewMember(t);
    const none = await sendTestNotification(t.database.db, { userId: unreachable.userId, deliver });
    expect(none.pushCount).toBe(0);
    expect(await pushedAt(none.notificationId)).toBeNull();
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

  it('pushes a chat message only while no tab of the receiver is open (docs/chat.md)', async () => {
    const { client, userId } = await loginNewMember(t);
    const device = browserSubscription(`chat-${userId}`);
    expect((await client.post('/api/push/subscribe', device)).statusCode).toBe(200);
    const send = pushSender();
    const setSeen = (at: number | null) =>
      t.database.db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
    // A heartbeat a moment ago: a tab is open and shows the message live.
    await setSeen(Date.now() - 10_000);
    expect(await send(notification(10, 'direct_message'), userId)).toBe(0);
    // Other notifications still push while a tab is open.
    expect(await send(notification(11, 'like'), userId)).toBe(1);
    // No heartbeat for ten minutes: the app is closed, the chat message is pushed.
    await setSeen(Date.now() - 10 * 60_000);
    expect(await send(notification(12, 'direct_message'), userId)).toBe(1);
  });

  it('holds every push back during the quiet hours, also across midnight (docs/notifications.md)', async () => {
    const { client, userId } = await loginNewMember(t);
    const device = browserSubscription(`quiet-${userId}`);
    expect((await client.post('/api/push/subscribe', device)).statusCode).toBe(200);
    const setQuiet = (enabled: boolean) =>
      updateNotificationPreferences(t.database.db, userId, {
        categories: [],
        digest: true,
        quietHours: { enabled, start: '22:00', end: '06:00' },
      });
    await setQuiet(true);
    let clock = 0;
    const send = pushSender(() => clock);
    const count = () => received.filter((r) => r.url === `/push/quiet-${userId}`).length;
    // Berlin is UTC+1 in November: 23:30 and 02:00 Berlin are quiet, 06:00 and 12:00 are not.
    clock = Date.UTC(2026, 10, 26, 22, 30);
    expect(await send(notification(20, 'like'), userId)).toBe(0);
    clock = Date.UTC(2026, 10, 27, 1, 0);
    expect(await send(notification(21, 'direct_message'), userId)).toBe(0);
    expect(count()).toBe(0);
    clock = Date.UTC(2026, 10, 27, 5, 0);
    expect(await send(notification(22, 'like'), userId)).toBe(1);
    clock = Date.UTC(2026, 10, 26, 11, 0);
    expect(await send(notification(23, 'like'), userId)).toBe(1);
    expect(count()).toBe(2);
    // Switched off: pushes at night again.
    await setQuiet(false);
    clock = Date.UTC(2026, 10, 26, 22, 30);
    expect(await send(notification(24, 'like'), userId)).toBe(1);
  });
});
