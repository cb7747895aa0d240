/**
 * SERVER_PROCESSES=2 (main.ts, docs/platform.md "Several processes on one machine"): the primary
 * prepares the database and forks two workers on one port; they share realtime and writes through
 * Redis and the SQLite file, a crashed worker is started again, SIGTERM stops all. Runs on SQLite
 * (PostgreSQL's several instances are cluster.test.ts) with a reachable REDIS_URL.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeRedisDatabase } from '../test/cluster.ts';
import { testDialect } from '../test/harness.ts';
import { connectSocket } from '../test/realtime-socket.ts';
import { openTab, send, startServer, type TServer, type TTab } from '../test/server-process.ts';

const redisUrl = testDialect === 'sqlite' && process.env['REDIS_URL'] ? process.env['REDIS_URL'] : null;
const processesRedisUrl = redisUrl ? await freeRedisDatabase(redisUrl) : null;
const skipReason =
  testDialect !== 'sqlite'
    ? 'nur mit TEST_DB=sqlite'
    : !redisUrl
      ? 'REDIS_URL ist nicht gesetzt'
      : !processesRedisUrl
        ? `Redis unter ${redisUrl} nicht erreichbar (oder keine freie Datenbank 1–15)`
        : null;

/** The worker processes of a primary. */
function workersOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

describe('SERVER_PROCESSES', () => {
  it('refuses more than one process without Redis', async () => {
    await expect(startServer({ SERVER_PROCESSES: '2', SEED: 'none' })).rejects.toThrow(
      'SERVER_PROCESSES über 1 braucht REDIS_URL',
    );
  });
});

type TMember = { tab: TTab; id: number; userName: string };

describe.skipIf(skipReason !== null)(
  `SERVER_PROCESSES=2 on ${testDialect} + Redis${skipReason ? ` (übersprungen: ${skipReason})` : ''}`,
  () => {
    let server: TServer;
    let address = 10;

    /** Registers a member from an address of its own (TRUST_PROXY), so the visitor limits stay apart. */
    async function register(firstname: string): Promise<TMember> {
      const headers = { 'x-forwarded-for': `198.51.100.${address++}` };
      const tab = await openTab(server.url, headers);
      const response = await send(
        server.url,
        tab,
        'POST',
        '/api/user/register',
        {
          firstname,
          lastname: 'Prozess',
          email: `${firstname.toLowerCase()}.prozess@example.org`,
          password: 'Nachtdienst-bis-Sechs',
          accept_terms: true,
        },
        headers,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const me = (await (await send(server.url, tab, 'GET', '/api/user/me')).json()) as TMember;
      return { tab, id: me.id, userName: me.userName };
    }

    beforeAll(async () => {
      server = await startServer({
        SERVER_PROCESSES: '2',
        REDIS_URL: processesRedisUrl!,
        SEED: 'none',
        TRUST_PROXY: 'true',
        SHUTDOWN_DRAIN_MS: '0',
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      const redis = new Redis(processesRedisUrl!);
      await redis.flushdb();
      redis.disconnect();
    }, 30_000);

    it('delivers a notification made on one worker to sockets on both', async () => {
      const [anna, ben] = [await register('Anna'), await register('Ben')];
      // The primary hands connections to the workers in turn: four sockets land on both.
      const sockets = Array.from({ length: 4 }, () =>
        connectSocket(`${server.url.replace('http', 'ws')}/api/realtime`, ben.tab.cookie),
      );
      await Promise.all(sockets.map((socket) => socket.next((m) => m.type === 'ready', 5000)));
      const request = await send(server.url, anna.tab, 'POST', '/api/network/connection-requests', {
        userName: ben.userName,
      });
      expect(request.status).toBeLessThan(300);
      for (const socket of sockets) {
        expect(await socket.next((m) => m.type === 'notification', 5000)).toMatchObject({
          messageType: 'connection_request',
        });
        socket.close();
      }
    });

    it('writes from many members at once on both workers without a failed request', async () => {
      const members = await Promise.all(['Carla', 'Dora', 'Emil', 'Frida', 'Gero', 'Hanna'].map(register));
      const posts = await Promise.all(
        members.map(async (member, index) => {
          const response = await send(server.url, member.tab, 'POST', '/api/posts', {
            body: `Übergabe um ${6 + index} Uhr: alles ruhig auf Station ${index + 1}.`,
            channelId: 1,
          });
          expect(response.status, await response.clone().text()).toBe(201);
          return ((await response.json()) as { data: { id: number } }).data.id;
        }),
      );
      // Everyone likes every post at once: 36 write transactions on the same rows from two processes.
      const likes = await Promise.all(
        members.flatMap((member) =>
          posts.map((id) => send(server.url, member.tab, 'POST', `/api/posts/${id}/like`, {})),
        ),
      );
      expect(likes.map((response) => response.status)).toEqual(likes.map(() => 200));
      const liked = await Promise.all(
        posts.map(
          async (id) =>
            (await (await send(server.url, members[0]!.tab, 'GET', `/getPost/${id}`)).json()) as unknown,
        ),
      );
      expect(liked).toEqual(
        posts.map(() => ({ data: expect.objectContaining({ likesCount: members.length }) })),
      );
    });

    it('starts a crashed worker again and stops all on SIGTERM', async () => {
      const workers = workersOf(server.pid);
      expect(workers).toHaveLength(2);
      process.kill(workers[0]!, 'SIGKILL');
      await expect
        .poll(() => workersOf(server.pid).filter((pid) => pid !== workers[0]).length, { timeout: 15_000 })
        .toBe(2);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).toContain('starte ihn neu');

      expect(await server.signal('SIGTERM')).toBe(0);
      expect(workersOf(server.pid)).toEqual([]);
    }, 30_000);
  },
);

describe.skipIf(skipReason !== null)('SERVER_PROCESSES=2 on a taken port', () => {
  it('stops with code 1 instead of forking in a loop', async () => {
    // Takes the port and hangs up on every connection, so the health check fails fast.
    const blocker = createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(
        startServer({ SERVER_PROCESSES: '2', REDIS_URL: processesRedisUrl!, SEED: 'none' }, { port }),
      ).rejects.toThrow('konnte nicht starten');
    } finally {
      blocker.close();
    }
  }, 60_000);
});
