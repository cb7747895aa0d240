/**
 * The real server as a child process on a free loopback port, as `npm start` would run it in
 * production, minus the demo seed and the GeoNames download.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT, type TBenchConfig } from '../config.ts';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 200;
const STOP_TIMEOUT_MS = 15_000;
/** Output lines kept for the error message when the server fails. */
const KEPT_LINES = 40;
/** Output lines echoed live: enough to see what goes wrong, not a flood of 50,000 errors. */
const ECHOED_LINES = 10;

export type TServer = {
  baseUrl: string;
  pid: number;
  /** Lines the server wrote at level warn or above (pino JSON) or on stderr since it answered. */
  problemCount: () => number;
  /** SIGTERM, then SIGKILL after STOP_TIMEOUT_MS; safe to call twice. */
  stop: () => Promise<void>;
};

/** A port the kernel just handed out on the loopback interface. */
async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, HOST);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export function serverEnv(config: TBenchConfig, port: number, sessionSecret: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATA_DIR: config.dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    GEODATA_DOWNLOAD: 'off',
    GEODATA_DIR: config.geodataDir,
    SESSION_SECRET: sessionSecret,
    PUBLIC_URL: '',
    REDIS_URL: config.redisUrl ?? '',
    SERVER_PROCESSES: String(config.serverProcesses),
  };
  if (config.dialect === 'postgres') {
    env.DATABASE_URL = config.databaseUrl;
    env.DATABASE_SCHEMA = config.schema;
  } else {
    env.DATABASE_URL = '';
    env.DATABASE_SCHEMA = '';
  }
  return env;
}

function isProblemLine(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 40;
  } catch {
    return false;
  }
}

/** Starts the server and resolves once /api/health answers 200. */
export async function startServer(
  config: TBenchConfig,
  sessionSecret: string,
  /** Variables added to the server's environment, e.g. METRICS_TOKEN. */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<TServer> {
  const port = await findFreePort();
  const baseUrl = `http://${HOST}:${port}`;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/x`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, path.join(REPO_ROOT, 'packages/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...serverEnv(config, port, sessionSecret), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const kept: string[] = [];
  let problems = 0;
  let echoed = 0;
  const onLine = (line: string, isStderr: boolean) => {
    if (!line.trim()) return;
    kept.push(line);
    if (kept.length > KEPT_LINES) kept.shift();
    if (isStderr || isProblemLine(line)) {
      problems++;
      if (echoed++ < ECHOED_LINES) process.stderr.write(`  [server] ${line.slice(0, 500)}\n`);
    }
  };
  for (const [stream, isStderr] of [
    [child.stdout!, false],
    [child.stderr!, true],
  ] as const) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) onLine(line, isStderr);
    });
  }
  let exited = child.exitCode !== null;
  // Last resort when the bench dies without stopping it: never leave a server behind.
  const killOnExit = () => {
    if (!exited) child.kill('SIGTERM');
  };
  process.on('exit', killOnExit);
  const exit = once(child, 'exit').then(() => {
    exited = true;
    process.off('exit', killOnExit);
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`The server exited during start (code ${child.exitCode}):\n${kept.join('\n')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        // Start-up warnings (no web build, no SMTP) are expected here; count what the load causes.
        const atStart = problems;
        return { baseUrl, pid: child.pid!, problemCount: () => problems - atStart, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  await stop();
  throw new Error(
    `The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${kept.join('\n')}`,
  );
}
