/**
 * Two real server processes on one PostgreSQL schema and one Redis behind HAProxy (test/cluster.ts,
 * docs/platform.md "Several instances"): sessions, realtime, rate limits and jobs work across
 * instances, and a rolling restart under constant member load loses no request and no message.
 * Runs with TEST_DB=postgres, a reachable REDIS_URL and HAProxy installed; in CI (E2E_REQUIRED=1) a
 * missing HAProxy fails instead of skipping.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPath, type TChatMessage, type TChatMessagesPage } from '@pflegepuls/shared';
import { findHaproxy, freeRedisDatabase, startCluster, type TCluster } from '../test/cluster.ts';
import { openTab, send, type TTab } from '../test/server-process.ts';
import { testDialect } from '../test/harness.ts';
import { connectSocket, type TFrame } from '../test/realtime-socket.ts';
import { openDatabase } from './db/index.ts';

const redisUrl = process.env['REDIS_URL'];
const haproxy = findHaproxy();
const isRequired = process.env['E2E_REQUIRED'] === '1';

const clusterRedisUrl = testDialect === 'postgres' && redisUrl ? await freeRedisDatabase(redisUrl) : null;
const skipReason =
  testDialect !== 'postgres'
    ? 'nur mit TEST_DB=postgres'
    : !redisUrl
      ? 'REDIS_URL ist nicht gesetzt'
      : !clusterRedisUrl
        ? `Redis unter ${redisUrl} nicht erreichbar (oder keine freie Datenbank 1–15)`
        : !haproxy && !isRequired
          ? 'HAProxy fehlt (apt-get install haproxy)'
          : null;
if (skipReason) console.log(`Mehrere Instanzen hinter HAProxy: übersprungen, ${skipReason}.`);

describe.runIf(testDialect === 'postgres' && isRequired)('the cluster test in CI', () => {
  it('has HAProxy installed (.ci/run installs it)', () => {
    expect(haproxy, 'HAProxy fehlt, aber E2E_REQUIRED=1: apt-get install haproxy').not.toBeNull();
  });
});

type TMember = { tab: TTab; id: number; userName: string; email: string };

describe.skipIf(skipReason !== null)(
  `several instances behind HAProxy on ${testDialect} + Redis${skipReason ? ` (übersprungen: ${skipReason})` : ''}`,
  () => {
    let cluster: TCluster;
    let a: string;
    let b: string;
    let proxy: string;
    const members: TMember[] = [];
    let address = 10;

    /** Registers a member directly on an instance, from an address of its own (TRUST_PROXY). */
    async function register(baseUrl: string, firstname: string): Promise<TMember> {
      const headers = { 'x-forwarded-for': `198.51.100.${address++}` };
      const tab = await openTab(baseUrl, headers);
      const email = `${firstname.toLowerCase()}.cluster@example.org`;
      const response = await send(
        baseUrl,
        tab,
        'POST',
        '/api/user/register',
        { firstname, lastname: 'Verbund', email, password: 'Nachtdienst-bis-Sechs', accept_terms: true },
        headers,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const me = (await (await send(baseUrl, tab, 'GET', '/api/user/me')).json()) as {
        id: number;
        userName: string;
      };
      const member = { tab, id: me.id, userName: me.userName, email };
      members.push(member);
      return member;
    }

    beforeAll(async () => {
      cluster = await startCluster({ redisUrl: clusterRedisUrl!, env: { SEED: 'none' } });
      a = cluster.instanceUrl('a');
      b = cluster.instanceUrl('b');
      proxy = cluster.url;
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      if (clusterRedisUrl) {
        const redis = new Redis(clusterRedisUrl);
        await redis.flushdb();
        redis.disconnect();
      }
    }, 30_000);

    it('shares sessions: made on A, used on B and through the proxy, which spreads the requests', async () => {
      const anna = await register(a, 'Anna');
      const onB = await send(b, anna.tab, 'GET', '/api/user/me');
      expect(onB.status).toBe(200);
      expect(((await onB.json()) as { id: number }).id).toBe(anna.id);
      const servedBy = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const response = await send(proxy, anna.tab, 'GET', '/api/user/me');
        expect(response.status).toBe(200);
        servedBy.add(response.headers.get('x-served-by') ?? '?');
      }
      expect([...servedBy].sort()).toEqual(['a', 'b']);
    });

    it('delivers a notification, a chat message and presence made through A to a WebSocket on B', async () => {
      const anna = members[0]!;
      const ben = await register(b, 'Ben');
      const tab = connectSocket(`${b.replace('http', 'ws')}/api/realtime`, ben.tab.cookie);
      await tab.next((m) => m.type === 'ready');

      expect(
        (await send(a, anna.tab, 'POST', '/api/network/connection-requests', { userName: ben.userName }))
          .status,
      ).toBeLessThan(300);
      expect(await tab.next((m) => m.type === 'notification', 5000)).toMatchObject({
        messageType: 'connection_request',
      });

      const opened = await send(a, anna.tab, 'POST', '/api/chat/open', { userName: ben.userName });
      const chatId = ((await opened.json()) as { id: number }).id;
      const sent = (await (
        await send(a, anna.tab, 'POST', chatPath(chatId, '/messages'), { body: 'Über zwei Instanzen' })
      ).json()) as TChatMessage;
      const live = await tab.next((m) => m.type === 'chat' && chatEvent(m).kind === 'message', 5000);
      expect(chatEvent(live).message).toEqual(sent);

      // Presence, live: the typing signal. Stored: the heartbeat through A is B's "online" dot.
      expect((await send(a, anna.tab, 'POST', chatPath(chatId, '/typing'), {})).status).toBe(200);
      expect(
        chatEvent(await tab.next((m) => m.type === 'chat' && chatEvent(m).kind === 'typing', 5000)),
      ).toMatchObject({ chatId, userId: anna.id });
      const isAnnaOnline = async () => {
        const detail = await send(b, ben.tab, 'GET', chatPath(chatId));
        return ((await detail.json()) as { other: { isOnline: boolean } }).other.isOnline;
      };
      expect(await isAnnaOnline()).toBe(false);
      expect((await send(a, anna.tab, 'POST', '/user/create_online_status', {})).status).toBe(200);
      await expect.poll(isAnnaOnline, { timeout: 5000, interval: 200 }).toBe(true);
      tab.close();
    });

    it('counts a rate limit across both instances', async () => {
      const ben = members[1]!;
      // 20 reports a minute per member (chat/routes.ts); counted before the route looks at the message.
      const url = chatPath(1, '/messages/999999/report');
      const servedBy = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const response = await send(proxy, ben.tab, 'POST', url, { reason: 'spam' });
        expect(response.status).not.toBe(429);
        servedBy.add(response.headers.get('x-served-by') ?? '?');
      }
      // Each instance saw about ten: only shared counters refuse the 21st.
      expect([...servedBy].sort()).toEqual(['a', 'b']);
      expect((await send(proxy, ben.tab, 'POST', url, { reason: 'spam' })).status).toBe(429);
      expect((await send(a, ben.tab, 'POST', url, { reason: 'spam' })).status).toBe(429);
      expect((await send(b, ben.tab, 'POST', url, { reason: 'spam' })).status).toBe(429);
    });

    it('runs a job queued on either instance exactly once', async () => {
      for (const name of ['Carla', 'Dora', 'Emil', 'Frida']) await register(name < 'E' ? a : b, name);
      // A reset request queues a job (BullMQ) that issues one token and queues one mail per run.
      await Promise.all(
        members.map(async (member, index) => {
          const instance = index % 2 ? b : a;
          const response = await send(instance, await openTab(instance), 'POST', '/api/user/password-reset', {
            email: member.email,
          });
          expect(response.status).toBe(200);
        }),
      );
      const database = await openDatabase(cluster.place);
      try {
        const tokens = () =>
          database.db
            .selectFrom('auth_tokens')
            .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('purpose', '=', 'password_reset')
            .groupBy('user_id')
            .execute();
        await expect.poll(async () => (await tokens()).length, { timeout: 10_000 }).toBe(members.length);
        // Long enough for a second run on the other instance to have happened.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const counts = await tokens();
        expect(counts.map((row) => Number(row.n))).toEqual(members.map(() => 1));
        const mails = await database.db
          .selectFrom('mail_outbox')
          .select('to_address')
          .where(
            'to_address',
            'in',
            members.map((member) => member.email),
          )
          .where('subject', 'like', 'Passwort zurücksetzen%')
          .execute();
        expect(mails).toHaveLength(members.length);
      } finally {
        await database.close();
      }
    });

    it('restarts A, then B, under constant member load without a failed request or a lost message', async () => {
      const [anna, ben, ...loaders] = members as [TMember, TMember, ...TMember[]];
      const opened = await send(proxy, anna.tab, 'POST', '/api/chat/open', { userName: ben.userName });
      const chatId = ((await opened.json()) as { id: number }).id;
      const channels = (await (await send(proxy, anna.tab, 'GET', '/api/channels')).json()) as {
        data: Array<{ id: number }>;
      };
      // Ben has two tabs open: round robin puts one on each instance.
      const tabs = [0, 1].map(() => openReconnectingTab(proxy, ben.tab, chatId));
      const failures: string[] = [];
      let requests = 0;
      let stopped = false;

      /** One member request through the proxy; anything but a 2xx answer is a failure. */
      async function request(member: TMember, method: string, url: string, body?: unknown) {
        requests++;
        try {
          const response = await send(proxy, member.tab, method, url, body);
          if (response.status >= 300)
            failures.push(`${method} ${url} ${response.status} (${response.headers.get('x-served-by')})`);
          return response;
        } catch (error) {
          failures.push(`${method} ${url} ${(error as Error).message}`);
          return null;
        }
      }

      const workers = loaders.map(async (member, index) => {
        for (let round = 0; !stopped; round++) {
          await request(member, 'GET', '/api/user/me');
          await request(member, 'GET', '/api/feed?take=10');
          await request(member, 'POST', '/user/create_online_status', {});
          await request(member, 'GET', '/api/user/notifications/count');
          // 30 posts an hour per member (feed/limits.ts).
          if (round % 6 === index % 6 && round < 150)
            await request(member, 'POST', '/api/posts', {
              body: `Last ${member.userName} ${round}`,
              channelId: channels.data[0]!.id,
            });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      const sentIds: number[] = [];
      const sender = (async () => {
        // 60 messages a minute per member (chat/routes.ts): one every 800 ms stays below.
        for (let n = 1; !stopped && n < 55; n++) {
          const response = await request(anna, 'POST', chatPath(chatId, '/messages'), {
            body: `Nachricht ${n}`,
          });
          if (response?.ok) sentIds.push(((await response.json()) as TChatMessage).id);
          await new Promise((resolve) => setTimeout(resolve, 800));
        }
      })();

      await Promise.all(tabs.map((tab) => tab.ready));
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const restartA = await cluster.restart('a');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const restartB = await cluster.restart('b');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      stopped = true;
      await Promise.all([...workers, sender]);
      const seconds = (Date.now() - started) / 1000;

      // Each tab has every message, live or caught up after its reconnect.
      await expect
        .poll(() => tabs.map((tab) => sentIds.filter((id) => !tab.ids.has(id)).length), {
          timeout: 5000,
        })
        .toEqual([0, 0]);
      for (const tab of tabs) tab.close();
      const reconnects = tabs.reduce((sum, tab) => sum + tab.reconnects, 0);
      const live = tabs.reduce((sum, tab) => sum + tab.live, 0);
      const caughtUp = tabs.reduce((sum, tab) => sum + tab.caughtUp, 0);
      console.log(
        [
          `Rollender Neustart unter Last (${seconds.toFixed(1)} s, ${loaders.length} Mitglieder + 1 Chat-Sender):`,
          `  Anfragen über den Proxy: ${requests}, fehlgeschlagen: ${failures.length}`,
          ...[restartA, restartB].map(
            (r, i) =>
              `  ${'AB'[i]}: vom Proxy abgemeldet nach ${r.markedDownMs} ms, danach noch ${r.sentWhileDown} Anfragen bekommen, beendet nach ${r.exitedMs} ms, wieder da nach ${r.upAgainMs} ms`,
          ),
          `  Chat-Nachrichten gesendet: ${sentIds.length}; in 2 Tabs empfangen: ${live} live + ${caughtUp} nachgeholt, ${reconnects} Neuverbindungen`,
        ].join('\n'),
      );
      expect([...failures, ...tabs.flatMap((tab) => tab.errors)], cluster.output()).toEqual([]);
      // A draining instance got nothing new once the proxy had seen its 503 readiness.
      expect([restartA.sentWhileDown, restartB.sentWhileDown]).toEqual([0, 0]);
      expect(sentIds.length).toBeGreaterThan(10);
      // Each tab lost its socket at least once (the instance it was on restarted).
      for (const tab of tabs) expect(tab.reconnects).toBeGreaterThanOrEqual(1);
    }, 120_000);
  },
);

function chatEvent(frame: TFrame) {
  return frame['event'] as { kind: string; message?: TChatMessage; chatId?: number; userId?: number };
}

/**
 * A member's tab as the web client keeps it (web/src/platform/realtime.ts, chat/api.ts): one socket
 * through the proxy, reconnected when it closes; after each reconnect's `ready` it fetches the
 * chat's messages after the newest it has, page by page, as `catchUp` does.
 */
function openReconnectingTab(proxy: string, tab: TTab, chatId: number) {
  const state = { ids: new Set<number>(), live: 0, caughtUp: 0, reconnects: 0, errors: [] as string[] };
  let closed = false;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  let socket: WebSocket | null = null;

  const newest = () => Math.max(0, ...state.ids);
  const catchUp = async () => {
    let after = newest();
    for (let round = 0; round < 20; round++) {
      const response = await send(proxy, tab, 'GET', chatPath(chatId, `/messages?after=${after}`));
      if (!response.ok) throw new Error(`Nachholen: ${response.status}`);
      const page = (await response.json()) as TChatMessagesPage;
      for (const message of page.messages)
        if (!state.ids.has(message.id)) {
          state.ids.add(message.id);
          state.caughtUp++;
        }
      if (!page.hasMore || page.messages.length === 0) return;
      after = page.messages.at(-1)!.id;
    }
  };
  const open = (isReconnect: boolean) => {
    if (closed) return;
    const url = `${proxy.replace('http', 'ws')}/api/realtime`;
    socket = new WebSocket(url, { headers: { cookie: tab.cookie } } as unknown as string[]);
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as TFrame;
      if (frame.type === 'ready') {
        resolveReady();
        if (isReconnect) catchUp().catch((error: unknown) => state.errors.push(String(error)));
      }
      const message = frame.type === 'chat' ? chatEvent(frame).message : undefined;
      if (message && chatEvent(frame).kind === 'message' && !state.ids.has(message.id)) {
        state.ids.add(message.id);
        state.live++;
      }
    });
    socket.addEventListener('close', () => {
      if (closed) return;
      state.reconnects++;
      // The web waits 0.75–1.25 s before its first attempt; a quarter of that keeps the test short.
      setTimeout(() => open(true), 250);
    });
  };
  open(false);
  return Object.assign(state, {
    ready,
    close: () => {
      closed = true;
      socket?.close();
    },
  });
}
