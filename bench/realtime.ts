/**
 * `npm run bench:realtime`: how long a chat message sent over HTTP takes to reach the receiver's
 * open WebSocket while BENCH_REALTIME_CLIENTS members (default 1,000) are connected (issue 16:
 * p95 under 300 ms, p99 under 1 s). With BENCH_REDIS_URL two server instances share Redis: every
 * member's socket is on one of them and every message is sent to the other, so each one crosses
 * the bus. Writes bench/results/<date>-realtime-<sqlite|postgres>[-redis].md.
 *
 * It needs no large seed: it builds its own small database (SQLite in data-realtime/, PostgreSQL in
 * the schema bench_realtime) with the members, their sessions and one chat per pair.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chatPath, CHAT_PATHS } from '@pflegepuls/shared/chat-messages';
import { migrateToLatest } from '../packages/server/src/platform/db/index.ts';
import { createToken } from '../packages/server/src/platform/crypto.ts';
import { createSeededFaker, generateUser } from '../packages/server/src/seed/users.ts';
import { describeDatabase, loadBenchConfig } from './config.ts';
import { openBenchDatabase } from './lib/database.ts';
import { startServer, type TServer } from './lib/server.ts';
import { createBenchSessions } from './lib/sessions.ts';
import type { TBenchUser } from './routes/index.ts';
import { BENCH_EMAIL_DOMAIN } from './seed-stages/users.ts';

const SESSION_COOKIE = 'pp_session';
const CONNECT_BATCH = 100;
const DELIVERY_TIMEOUT_MS = 10_000;

function readCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 2) throw new Error(`${name} must be a whole number ≥ 2`);
  return value;
}

const CLIENTS = readCount('BENCH_REALTIME_CLIENTS', 1_000);
const MESSAGES = readCount('BENCH_REALTIME_MESSAGES', 1_000);
/** Messages per second, sent on a fixed schedule whatever the answers take (an open loop). */
const RATE = readCount('BENCH_REALTIME_RATE', 50);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? '';

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

const config = loadBenchConfig({
  ...process.env,
  BENCH_DATA_DIR: process.env.BENCH_DATA_DIR || 'data-realtime',
  DATABASE_SCHEMA: process.env.DATABASE_SCHEMA || 'bench_realtime',
});

type TMember = TBenchUser & { userName: string; instance: number; socket: WebSocket | null };

/** A fresh database with CLIENTS members, a session each, and their user names. */
async function prepareMembers(sessionSecret: string): Promise<TMember[]> {
  const database = await openBenchDatabase(config, { fresh: true });
  try {
    await migrateToLatest(database);
    const faker = createSeededFaker(4_242);
    const now = Date.now();
    for (let from = 0; from < CLIENTS; from += 500) {
      const rows = [];
      for (let i = from; i < Math.min(CLIENTS, from + 500); i++)
        rows.push(
          generateUser(faker, i + 1, {
            passwordHash: '',
            postalCodes: [],
            now,
            emailDomain: BENCH_EMAIL_DOMAIN,
          }),
        );
      await database.db.insertInto('users').values(rows).execute();
    }
    const users = await createBenchSessions(database.db, { count: CLIENTS, sessionSecret });
    const names = new Map(
      (await database.db.selectFrom('users').select(['id', 'user_name']).execute()).map((row) => [
        row.id,
        row.user_name,
      ]),
    );
    return users.map((user) => ({ ...user, userName: names.get(user.id)!, instance: 0, socket: null }));
  } finally {
    await database.close();
  }
}

async function api(server: TServer, member: TMember, path: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=${member.sessionToken}`,
      'x-csrf-token': member.csrfToken,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Opens the member's socket and resolves once the server says it is subscribed. */
function connect(server: TServer, member: TMember, onChat: (body: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = `${server.baseUrl.replace('http', 'ws')}/api/realtime`;
    // Node's WebSocket (undici) takes headers as a non-standard init option.
    const socket = new WebSocket(url, {
      headers: { cookie: `${SESSION_COOKIE}=${member.sessionToken}` },
    } as unknown as string[]);
    member.socket = socket;
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as {
        type: string;
        event?: { kind: string; message?: { body: string } };
      };
      if (frame.type === 'ready') resolve();
      else if (frame.type === 'chat' && frame.event?.kind === 'message') onChat(frame.event.message!.body);
    });
    socket.addEventListener('error', () => reject(new Error(`socket of member ${member.id} failed`)));
    socket.addEventListener('close', (event) => {
      if (event.code !== 1000) reject(new Error(`socket of member ${member.id} closed: ${event.code}`));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const sessionSecret = createToken();
  log(`Realtime bench → ${describeDatabase(config)}, ${CLIENTS} sockets, ${MESSAGES} messages at ${RATE}/s`);
  const members = await prepareMembers(sessionSecret);
  const instances = REDIS_URL ? 2 : 1;
  const servers: TServer[] = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startServer(config, sessionSecret));
    members.forEach((member, index) => (member.instance = index % instances));
    log(`${instances === 2 ? 'two instances sharing Redis' : 'one instance, no Redis'}`);

    // One chat per pair (2k, 2k+1).
    const pairs: Array<{ a: TMember; b: TMember; chatId: number }> = [];
    for (let k = 0; k + 1 < members.length; k += 2) {
      const [a, b] = [members[k]!, members[k + 1]!];
      const opened = await api(servers[0]!, a, CHAT_PATHS.open, { userName: b.userName });
      pairs.push({ a, b, chatId: opened['id'] as number });
    }

    // Every socket open and subscribed before the first message.
    const arrivals = new Map<string, number>();
    const connectStarted = performance.now();
    for (let from = 0; from < members.length; from += CONNECT_BATCH)
      await Promise.all(
        members.slice(from, from + CONNECT_BATCH).map((member) =>
          connect(servers[member.instance]!, member, (body) => {
            if (!arrivals.has(body)) arrivals.set(body, performance.now());
          }),
        ),
      );
    log(`${members.length} sockets ready in ${Math.round(performance.now() - connectStarted)} ms`);

    // Open loop: message n leaves at n / RATE seconds, sent to the instance the receiver is not on.
    const sentAt = new Map<string, number>();
    const answerMs: number[] = [];
    let failed = 0;
    const sends: Promise<void>[] = [];
    const started = performance.now();
    for (let n = 0; n < MESSAGES; n++) {
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const pair = pairs[n % pairs.length]!;
      const [from, to] = Math.floor(n / pairs.length) % 2 === 0 ? [pair.a, pair.b] : [pair.b, pair.a];
      const body = `Nachricht ${n}: Übergabe um ${6 + (n % 12)} Uhr`;
      const server = servers[(to.instance + 1) % instances]!;
      const at = performance.now();
      sentAt.set(body, at);
      sends.push(
        api(server, from, chatPath(pair.chatId, '/messages'), { body }).then(
          () => void answerMs.push(performance.now() - at),
          (error: unknown) => {
            failed++;
            log(`send failed: ${(error as Error).message.slice(0, 200)}`);
          },
        ),
      );
    }
    await Promise.all(sends);
    const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
    while (arrivals.size < sentAt.size - failed && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const latencies = [...sentAt]
      .filter(([body]) => arrivals.has(body))
      .map(([body, at]) => arrivals.get(body)! - at)
      .sort((x, y) => x - y);
    const lost = sentAt.size - failed - latencies.length;
    answerMs.sort((x, y) => x - y);
    const figures = {
      answerP95: percentile(answerMs, 95),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
    };
    const verdict = figures.p95 < 300 && figures.p99 < 1000 && lost === 0 && failed === 0 ? 'ok' : 'MISSED';
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    log(
      `delivered ${latencies.length}/${MESSAGES}: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, ` +
        `p99 ${ms(figures.p99)}, max ${ms(figures.max)}; lost ${lost}, failed sends ${failed} → ${verdict}` +
        ` (HTTP answer p95 ${ms(figures.answerP95)})`,
    );

    const date = new Date().toISOString().slice(0, 10);
    const name = `${date}-realtime-${config.dialect}${instances === 2 ? '-redis' : ''}.md`;
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const cpus = os.cpus();
    writeFileSync(
      path.join(dir, name),
      [
        `# Realtime bench ${date}: ${describeDatabase(config)}`,
        '',
        '| | |',
        '|---|---|',
        `| setup | ${instances === 2 ? 'two server instances sharing Redis; every message sent to the instance the receiver is not connected to' : 'one server instance, no Redis'} |`,
        `| load | ${CLIENTS} WebSocket clients connected, ${MESSAGES} messages over HTTP at ${RATE}/s (open loop), clients in the bench process |`,
        `| machine | ${cpus.length} × ${cpus[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()} |`,
        `| load average before | ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(', ')} |`,
        '',
        '| delivered | p50 | p95 | p99 | max | lost | failed sends | HTTP answer p95 | target (p95 < 300 ms, p99 < 1 s) |',
        '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
        `| ${latencies.length}/${MESSAGES} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${lost} | ${failed} | ${ms(figures.answerP95)} | ${verdict} |`,
        '',
        'Latency: from the moment the HTTP request is sent to the moment the receiver’s socket has the',
        'message (both measured in the bench process). "HTTP answer" is the sender’s wait for its 201:',
        'when it is close to the latency, the time goes into storing the message, not into the bus.',
        '',
      ].join('\n'),
    );
    log(`→ bench/results/${name}`);
    return verdict === 'ok' ? 0 : 1;
  } finally {
    for (const member of members) member.socket?.close(1000);
    for (const server of servers) await server.stop();
  }
}

process.exitCode = await main();
