/**
 * Two (or more) real server processes on one PostgreSQL schema and one Redis behind HAProxy, as an
 * operator runs them (docs/platform.md, "Several instances"). Used by `cluster.test.ts`; run it by
 * hand to get a cluster to click through:
 *
 *   TEST_DB=postgres REDIS_URL=redis://127.0.0.1:6379/9 npx node packages/server/src/test/cluster.ts
 *
 * The proxy's configuration is generated into a temporary folder (`haproxyConfig` is the one the
 * documentation shows). Restarts go one instance at a time and wait until the proxy sends to the
 * new process again before they return.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startServer, type TServer } from './server-process.ts';

export type TProxyOptions = {
  /** Where the proxy listens (127.0.0.1). */
  port: number;
  servers: Array<{ name: string; port: number }>;
  /** The admin socket the cluster reads server states from. */
  statsSocket: string;
  /** Readiness checks: every `checkIntervalMs`, down after `fall` failures, up after `rise` passes. */
  checkIntervalMs: number;
  fall: number;
  rise: number;
};

/**
 * The HAProxy configuration that serves several instances without a failed request during a
 * rolling restart (docs/platform.md explains each line):
 * - `/api/ready` is the health check: an instance that got SIGTERM answers 503 and gets no new
 *   request within `fall × inter`, well inside its SHUTDOWN_DRAIN_MS (5 s behind a proxy).
 * - `retries` + `redispatch` resend a request only when the connection to an instance could not be
 *   opened (HAProxy's default `retry-on conn-failure`): nothing reached the server, so this is safe
 *   for a POST too. No retry on an empty answer or a timeout: the server may have acted on it.
 * - `X-Forwarded-For` is replaced, not appended: with TRUST_PROXY=true the server believes it,
 *   and an appended header would keep the client's own first entry. The same for `X-Request-Id`.
 * - WebSockets pass through as tunnels (`timeout tunnel`); the server pings every 25 s.
 */
export function haproxyConfig(options: TProxyOptions): string {
  const { port, servers, statsSocket, checkIntervalMs, fall, rise } = options;
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${statsSocket} mode 600 level admin`,
    '  log stdout format raw local0 info',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '  retries 3',
    '  option redispatch 1',
    '',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-request set-header X-Request-Id %[uuid()]',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/ready',
    '  http-check expect status 200',
    '  timeout check 3s',
    // Which instance answered: the cluster test proves the spread with it.
    '  http-response set-header X-Served-By %[srv_name]',
    `  default-server check inter ${checkIntervalMs}ms fall ${fall} rise ${rise}`,
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    '',
  ].join('\n');
}

/** A Redis database of its own (1–15, empty), so BullMQ and the limits of other runs stay apart. */
export async function freeRedisDatabase(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  try {
    await redis.connect();
    const order = Array.from({ length: 15 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    for (const db of order) {
      await redis.select(db);
      if ((await redis.dbsize()) === 0) {
        const chosen = new URL(url);
        chosen.pathname = `/${db}`;
        return chosen.toString();
      }
    }
    return null;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** The HAProxy binary: HAPROXY_PATH if set, else Debian's place or the PATH; null when there is none. */
export function findHaproxy(): string | null {
  const chosen = process.env['HAPROXY_PATH'];
  if (chosen) return existsSync(chosen) ? chosen : null;
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Sends one command to HAProxy's admin socket and returns its answer. */
function askProxy(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

export type TInstance = { name: string; port: number; server: TServer };

export type TCluster = {
  /** The proxy's address: what members use. */
  url: string;
  instances: TInstance[];
  /** The instance's own address (tests prove the spread by going around the proxy). */
  instanceUrl(name: string): string;
  /** The proxy's view of an instance: UP, DOWN, MAINT … (first word of HAProxy's status). */
  proxyState(name: string): Promise<string>;
  /**
   * SIGTERM to the instance, wait for its graceful exit (code 0), start a new process on the same
   * port and data, and return once the proxy sends to it again. Times in ms from the signal.
   */
  restart(name: string): Promise<{
    markedDownMs: number;
    exitedMs: number;
    upAgainMs: number;
    /** Requests the proxy still sent to the instance between marking it down and its exit. */
    sentWhileDown: number;
  }>;
  /** What the proxy logged (abnormal requests only) and each instance's output. */
  output(): string;
  /** Where the instances keep their data, for a test that reads the database. */
  place: { dataDir: string; databaseUrl: string; schema: string };
  stop(): Promise<void>;
};

export type TClusterOptions = {
  /** Shared Redis; its database number (the URL's path) keeps this cluster's keys apart. */
  redisUrl: string;
  /** Environment for every instance (on top of the cluster's own). */
  env?: Record<string, string>;
  names?: string[];
  checkIntervalMs?: number;
};

/**
 * Starts the instances one after another (the first one migrates, seeds and imports the postal
 * codes of the new schema; the others find that done), then HAProxy in the foreground, and waits
 * until the proxy sees every instance ready. Needs TEST_DB=postgres: a PostgreSQL schema is what
 * the instances share.
 */
export async function startCluster(options: TClusterOptions): Promise<TCluster> {
  if (process.env['TEST_DB'] !== 'postgres') throw new Error('Ein Cluster braucht TEST_DB=postgres.');
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('HAProxy ist nicht installiert (apt-get install haproxy).');
  const databaseUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  const folder = mkdtempSync(path.join(tmpdir(), 'pp-cluster-'));
  const place = {
    // One data folder for all, as a shared volume would be: uploads written by one are served by all.
    dataDir: path.join(folder, 'data'),
    databaseUrl,
    schema: `cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
  };
  const proxyPort = await freePort();
  const env = {
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: 'true',
    // Every instance must sign and check sessions and CSRF tokens with the same secret.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    ...options.env,
  };
  const names = options.names ?? ['a', 'b'];
  const instances: TInstance[] = [];
  const retired: TServer[] = [];
  let proxy: ChildProcess | null = null;
  let proxyOutput = '';
  const statsSocket = path.join(folder, 'haproxy.sock');

  const stop = async () => {
    proxy?.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.server.signal('SIGTERM')));
    rmSync(folder, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${place.schema} CASCADE`);
    await client.end();
  };

  try {
    for (const name of names) {
      const port = await freePort();
      instances.push({ name, port, server: await startServer(env, { ...place, port }) });
    }
    const checkIntervalMs = options.checkIntervalMs ?? 500;
    const config = haproxyConfig({
      port: proxyPort,
      servers: instances.map(({ name, port }) => ({ name, port })),
      statsSocket,
      checkIntervalMs,
      fall: 2,
      rise: 2,
    });
    const configFile = path.join(folder, 'haproxy.cfg');
    writeFileSync(configFile, config);
    // -db: foreground, no daemon; the test owns the process.
    const child = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy = child;
    child.stdout.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()));
    const killProxy = () => child.kill('SIGTERM');
    process.on('exit', killProxy);
    child.on('exit', () => process.off('exit', killProxy));
  } catch (error) {
    await stop();
    throw error;
  }

  /** One column of HAProxy's statistics for an instance (`status`, `stot` …). */
  const proxyStat = async (name: string, column: string) => {
    const csv = await askProxy(statsSocket, 'show stat');
    const header = csv.split('\n')[0]!.replace(/^# /, '').split(',');
    const row = csv
      .split('\n')
      .map((line) => line.split(','))
      .find((cells) => cells[0] === 'app' && cells[1] === name);
    return row?.[header.indexOf(column)] ?? '';
  };
  const proxyState = async (name: string) => (await proxyStat(name, 'status')).split(' ')[0] || 'UNKNOWN';
  const waitForState = async (name: string, state: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        if ((await proxyState(name)) === state) return;
      } catch {
        // the admin socket is not there yet
      }
      if (Date.now() > deadline)
        throw new Error(`HAProxy meldet ${name} nicht als ${state}:\n${proxyOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  try {
    for (const instance of instances) await waitForState(instance.name, 'UP', 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const find = (name: string) => {
    const instance = instances.find((each) => each.name === name);
    if (!instance) throw new Error(`keine Instanz ${name}`);
    return instance;
  };

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    instances,
    place,
    instanceUrl: (name) => find(name).server.url,
    proxyState,
    async restart(name) {
      const instance = find(name);
      const started = Date.now();
      const exited = instance.server.signal('SIGTERM');
      await waitForState(name, 'DOWN', 10_000);
      const markedDownMs = Date.now() - started;
      const sentBefore = Number(await proxyStat(name, 'stot'));
      const code = await exited;
      if (code !== 0) throw new Error(`${name} endete mit ${code}:\n${instance.server.output()}`);
      const exitedMs = Date.now() - started;
      const sentWhileDown = Number(await proxyStat(name, 'stot')) - sentBefore;
      retired.push(instance.server);
      instance.server = await startServer(env, { ...place, port: instance.port });
      await waitForState(name, 'UP', 30_000);
      return { markedDownMs, exitedMs, upAgainMs: Date.now() - started, sentWhileDown };
    },
    output: () =>
      [
        `HAProxy:\n${proxyOutput}`,
        ...retired.map((server, index) => `beendete Instanz ${index + 1}:\n${server.output()}`),
        ...instances.map((instance) => `${instance.name}:\n${instance.server.output()}`),
      ].join('\n'),
    stop,
  };
}

if (import.meta.main) {
  const cluster = await startCluster({
    redisUrl: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
    env: { SEED: process.env['SEED'] ?? 'demo' },
  });
  console.log(`Proxy: ${cluster.url}`);
  for (const instance of cluster.instances) console.log(`${instance.name}: ${instance.server.url}`);
  console.log('Strg+C beendet alles.');
  process.on('SIGINT', () => void cluster.stop().then(() => process.exit(0)));
}
