/**
 * Integration-test harness: a real app on a real database. `TEST_DB=postgres` (with
 * TEST_DATABASE_URL) runs on PostgreSQL in a schema of its own per app, so test files do not
 * collide; otherwise on SQLite in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { createDeps } from '../platform/deps.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type TDatabase } from '../platform/db/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { createRealtimeBus } from '../platform/realtime.ts';
import type { TApp, TDeps } from '../platform/types.ts';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';

const silentLogger = pino({ level: 'silent' });

export const testDialect = process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'sqlite';
/** The postal-code files next to the checkout; GEODATA_DIR for a checkout elsewhere (a git worktree). */
export const GEODATA_DIR =
  process.env['GEODATA_DIR'] ?? path.resolve(import.meta.dirname, '../../../../../shared/data/geonames-dach');

export type TTestApp = {
  app: TApp;
  deps: TDeps;
  database: TDatabase;
  config: TConfig;
  close: () => Promise<void>;
};

/**
 * Builds the app against a fresh, migrated database. `env` overrides configuration variables;
 * `onRoute` sees every route as it is added.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<TTestApp> {
  const scratch = await openTestDatabase();
  const { database, dataDir } = scratch;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    GEODATA_DIR,
    GEODATA_DOWNLOAD: 'off',
    SEED: 'none',
    ...(database.schema ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: database.schema } : {}),
    ...env,
  });
  await migrateToLatest(database);
  const deps = createDeps({ config, database, redis: null, log: silentLogger });
  const app = await buildApp({ ...deps, logger: false, ...options });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    close: async () => {
      await app.close();
      await deps.jobs.close();
      await deps.realtime.close();
      await scratch.close();
    },
  };
}

export type TSecondInstance = { app: TApp; deps: TDeps; close: () => Promise<void> };

/**
 * Another instance of `t`'s app in miniature: its own database connections, jobs and Redis bus, the
 * same data and configuration (the realtime tests across instances).
 */
export async function startSecondInstance(t: TTestApp, redisUrl: string): Promise<TSecondInstance> {
  const database = await openDatabase({
    databaseUrl: t.config.databaseUrl,
    dataDir: t.config.dataDir,
    ...(t.config.databaseSchema ? { schema: t.config.databaseSchema } : {}),
  });
  const deps = {
    ...createDeps({ config: t.config, database, redis: null, log: silentLogger }),
    realtime: createRealtimeBus(redisUrl),
  };
  const app = await buildApp({ ...deps, logger: false });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await deps.jobs.close();
      await deps.realtime.close();
      await database.close();
    },
  };
}

/**
 * For a describe block: an app on a fresh database before its tests (`app()`), and `startInstance`
 * for more instances of it on the same data with a Redis bus; all closed after the tests.
 */
export function useInstancesOnRedis(redisUrl: string) {
  let first: TTestApp | undefined;
  const instances: TSecondInstance[] = [];
  beforeAll(async () => {
    first = await createTestApp();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await first?.close();
  });
  const app = () => {
    if (!first) throw new Error('useInstancesOnRedis: die App startet erst in beforeAll');
    return first;
  };
  return {
    app,
    startInstance: async () => {
      const instance = await startSecondInstance(app(), redisUrl);
      instances.push(instance);
      return instance;
    },
  };
}

const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, empty database of the test dialect (not migrated): a SQLite file in a temporary folder,
 * or a PostgreSQL schema of its own. `close` drops it.
 */
export async function openTestDatabase(): Promise<{
  database: TDatabase;
  dataDir: string;
  close: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const postgres = testDialect === 'postgres';
  const database = await openDatabase({
    dataDir,
    ...(postgres ? { databaseUrl: TEST_DATABASE_URL, schema } : {}),
  });
  return {
    database,
    dataDir,
    close: async () => {
      await database.close();
      if (postgres) await dropSchema(TEST_DATABASE_URL, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

let passwordHashCache: Promise<string> | null = null;
export const TEST_PASSWORD = 'Pflege-Test-2026';

/** Inserts a member directly (hash computed once per process) and returns its id. */
export async function insertUser(
  database: TDatabase,
  overrides: Partial<{
    email: string;
    user_name: string;
    first_name: string;
    last_name: string;
    is_admin: number;
  }> = {},
): Promise<{ id: number; email: string }> {
  passwordHashCache ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const now = Date.now();
  const email = overrides.email ?? `pflege.${suffix}@example.org`;
  const row = await database.db
    .insertInto('users')
    .values({
      email,
      password_hash: await passwordHashCache,
      first_name: overrides.first_name ?? 'Test',
      last_name: overrides.last_name ?? 'Pflegekraft',
      user_name: overrides.user_name ?? `test.${suffix}`,
      current_position: 'Pflegefachfrau',
      summary: null,
      is_admin: overrides.is_admin ?? 0,
      plz: null,
      country: null,
      location_city: null,
      location_state: null,
      latitude: null,
      longitude: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/**
 * A cookie jar + CSRF token for `app.inject`, like a browser tab: it loads a page to get the
 * token from the meta tag and keeps the cookies the server sets.
 */
let clientCounter = 0;

export class TestClient {
  private cookies = new Map<string, string>();
  csrf = '';
  private readonly app: TApp;
  /** Every tab comes from an address of its own, so per-IP limits of one test do not reach another. */
  readonly ip: string;

  constructor(app: TApp) {
    this.app = app;
    clientCounter++;
    this.ip = `10.${Math.floor(clientCounter / 62500) % 250}.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
  }

  /** Keeps the cookies and CSRF token a response sets. */
  remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const token = response.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrf = token;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Loads the SPA page and reads the CSRF token from it. */
  async open(): Promise<this> {
    const response = await this.app.inject({
      method: 'GET',
      url: '/registrieren',
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader },
    });
    this.remember(response);
    const match = /<meta name="csrf-token" content="([^"]*)"/.exec(response.body);
    if (!match) throw new Error('Kein CSRF-Token in der Seite');
    this.csrf = match[1]!;
    return this;
  }

  async get(url: string) {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader },
    });
    this.remember(response);
    return response;
  }

  async post(url: string, payload?: unknown, options: { csrf?: string | null } = {}) {
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: {
        cookie: this.cookieHeader,
        'x-requested-with': 'XMLHttpRequest',
        ...(csrf !== null ? { 'x-csrf-token': csrf } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
    this.remember(response);
    return response;
  }
}
