import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type TServer = {
  url: string;
  /** The server's process (with SERVER_PROCESSES above 1, the cluster's primary). */
  pid: number;
  dataDir: string;
  /** What `openDatabase` needs to look at the server's data after it stopped. */
  databaseOptions: { dataDir: string; databaseUrl?: string; schema?: string };
  output: () => string;
  /** Sends a signal and resolves with the exit code once the process has ended (data is kept). */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  /** Ends the process (SIGTERM) if it still runs and removes its data. */
  stop: () => Promise<void>;
};

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs one of the server's command-line tools (`packages/server/src/cli/<name>.ts`) with `env`. */
export function runCli(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('node', [`packages/server/src/cli/${name}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Starts the real server in a process of its own (demo seed, postal data) on a free port with its
 * own data folder; on PostgreSQL when TEST_DB=postgres, in a schema of its own.
 */
export async function startServer(
  env: Record<string, string> = {},
  /**
   * An existing data folder, database or schema to serve (a restored backup, or what another
   * instance of a cluster serves) instead of new ones; `port` to listen where a proxy expects it.
   */
  place: { dataDir?: string; databaseUrl?: string; schema?: string; port?: number } = {},
): Promise<TServer> {
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pp-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl =
    process.env['TEST_DB'] === 'postgres'
      ? (place.databaseUrl ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test')
      : null;
  const schema = place.schema ?? `p_${port}_${Date.now().toString(36)}`;
  let output = '';
  const child: ChildProcess = spawn('node', ['packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      GEODATA_DIR: process.env['GEODATA_DIR'] ?? path.resolve(repoRoot, '../shared/data/geonames-dach'),
      GEODATA_DOWNLOAD: 'off',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      // Shared Redis counters would outlive the run and leak rate limits into the next one.
      REDIS_URL: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Never leave a server behind: a test file whose setup failed half-way (the browser did not
  // start) never calls stop(), and a test run may be cut off.
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      process.off('exit', killOnExit);
      resolve(code);
    }),
  );

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server beendet:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Server startet nicht:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    databaseOptions: databaseUrl ? { dataDir, databaseUrl, schema } : { dataDir },
    output: () => output,
    signal: async (signal) => {
      child.kill(signal);
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}

/** A browser tab as the server sees it: its cookies and the CSRF token of its page. */
export type TTab = { csrf: string; cookie: string };

/**
 * Opens a page of the server at `baseUrl` as a new visitor: the anonymous cookie and the CSRF token
 * rendered into it. `headers` go along (a test's X-Forwarded-For behind TRUST_PROXY).
 */
export async function openTab(baseUrl: string, headers: Record<string, string> = {}): Promise<TTab> {
  const page = await fetch(`${baseUrl}/registrieren`, { headers });
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())![1]!;
  return {
    csrf,
    cookie: page.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** A request of the tab (JSON body when given); keeps the cookies and CSRF token it is sent back. */
export async function send(
  baseUrl: string,
  tab: TTab,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-csrf-token': tab.csrf,
      cookie: tab.cookie,
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length) tab.cookie = cookies.join('; ');
  tab.csrf = response.headers.get('x-csrf-token') ?? tab.csrf;
  return response;
}
