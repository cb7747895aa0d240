/**
 * The benchmark's own settings, read from the environment once. The seed and the runner share
 * them so both always point at the same database.
 */
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_SCHEMA = 'bench_large';

export type TBenchDialect = 'sqlite' | 'postgres';

export type TBenchConfig = {
  dialect: TBenchDialect;
  /** SQLite file folder; also the server's DATA_DIR (session secret) on PostgreSQL. */
  dataDir: string;
  sqliteFile: string;
  databaseUrl: string | undefined;
  schema: string;
  geodataDir: string;
  /** Multiplies every stage's count: 0.01 gives a quick 1 % seed for trying the bench itself. */
  seedScale: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** The server's SERVER_PROCESSES (more than one needs redisUrl). */
  serverProcesses: number;
  /** The server's REDIS_URL: rate limits, jobs and the bus in Redis. */
  redisUrl: string | undefined;
};

/** A number from the environment, at least `min`; the fallback when unset or empty. */
export function readNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name}=${raw}: must be a number ≥ ${min}`);
  return value;
}

/**
 * PostgreSQL when BENCH_DB=postgres or DATABASE_URL is set, SQLite otherwise.
 * BENCH_DATA_DIR, DATABASE_SCHEMA, GEODATA_DIR, BENCH_SEED_SCALE, BENCH_DURATION, BENCH_WARMUP and
 * BENCH_CONNECTIONS override the defaults; BENCH_SERVER_PROCESSES and BENCH_REDIS_URL are the server's
 * SERVER_PROCESSES and REDIS_URL.
 */
export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): TBenchConfig {
  const wanted = env.BENCH_DB || (env.DATABASE_URL ? 'postgres' : 'sqlite');
  if (wanted !== 'sqlite' && wanted !== 'postgres') {
    throw new Error(`BENCH_DB=${wanted}: must be sqlite or postgres`);
  }
  const dialect: TBenchDialect = wanted;
  const schema = env.DATABASE_SCHEMA || DEFAULT_SCHEMA;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA=${schema}: not a plain name`);
  const dataDir = path.resolve(REPO_ROOT, env.BENCH_DATA_DIR || 'data-large');
  return {
    dialect,
    dataDir,
    sqliteFile: path.join(dataDir, 'pflegepuls.sqlite'),
    databaseUrl: dialect === 'postgres' ? env.DATABASE_URL || DEFAULT_DATABASE_URL : undefined,
    schema,
    geodataDir: path.resolve(REPO_ROOT, env.GEODATA_DIR || '../shared/data/geonames-dach'),
    seedScale: readNumber(env, 'BENCH_SEED_SCALE', 1, 0.0001),
    durationSeconds: readNumber(env, 'BENCH_DURATION', 10, 1),
    warmupSeconds: readNumber(env, 'BENCH_WARMUP', 2, 0),
    connections: Math.round(readNumber(env, 'BENCH_CONNECTIONS', 50, 1)),
    serverProcesses: Math.round(readNumber(env, 'BENCH_SERVER_PROCESSES', 1, 1)),
    redisUrl: env.BENCH_REDIS_URL || undefined,
  };
}

/** "postgres://user:secret@host/db" → "postgres://user@host/db": for logs and result files. */
export function describeDatabase(config: TBenchConfig): string {
  if (config.dialect === 'sqlite') {
    const relative = path.relative(REPO_ROOT, config.sqliteFile);
    return `SQLite ${relative.startsWith('..') ? config.sqliteFile : relative}`;
  }
  const url = new URL(config.databaseUrl!);
  url.password = '';
  return `PostgreSQL ${url.toString()} schema ${config.schema}`;
}
