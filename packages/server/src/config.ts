import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { APPLICATION_RETENTION_DAYS, type TLegalDetails } from '@pflegepuls/shared';
import { isLoopbackHost } from './platform/loopback.ts';

const ZPort = z.coerce
  .number({ error: 'muss eine Zahl sein' })
  .int('muss eine ganze Zahl sein')
  .min(1, 'muss zwischen 1 und 65535 liegen')
  .max(65535, 'muss zwischen 1 und 65535 liegen');

const ZUrl = (protocols: string[]) =>
  z
    .string()
    .url('muss eine URL sein')
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `muss mit ${protocols.map((p) => `${p}://`).join(' oder ')} beginnen`,
    });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: ZPort.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, ZUrl(['postgres', 'postgresql']).optional()),
  DATABASE_SCHEMA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'darf nur Kleinbuchstaben, Ziffern und _ enthalten')
      .optional(),
  ),
  REDIS_URL: z.preprocess(emptyToUndefined, ZUrl(['redis', 'rediss']).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, ZUrl(['http', 'https']).optional()),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  ),
  SMTP_URL: z.preprocess(emptyToUndefined, ZUrl(['smtp', 'smtps']).optional()),
  MAIL_FROM: z.string().min(3).optional(),
  PRODUCT_NAME: z.string().min(1).default('Pflegepuls'),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten')
    .default('pflegepuls'),
  NEW_AREA_FORM_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url('muss eine URL sein')
      .regex(/^(https:\/\/|mailto:)./, 'muss mit https:// oder mailto: beginnen')
      .default('mailto:bereiche@pflegepuls.de?subject=Neuen%20Bereich%20anfragen'),
  ),
  /** The operator's details for imprint and privacy text (README); `|` separates address lines. */
  LEGAL_OPERATOR: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  LEGAL_ADDRESS: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  LEGAL_REPRESENTED_BY: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
  LEGAL_REGISTER: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
  LEGAL_VAT_ID: z.preprocess(emptyToUndefined, z.string().max(50).optional()),
  LEGAL_EMAIL: z.preprocess(emptyToUndefined, z.string().email('muss eine E-Mail-Adresse sein').optional()),
  LEGAL_PRIVACY_EMAIL: z.preprocess(
    emptyToUndefined,
    z.string().email('muss eine E-Mail-Adresse sein').optional(),
  ),
  LEGAL_CONTENT_RESPONSIBLE: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
  /** Days after a rejection or withdrawal until application data is deleted (default 6 months). */
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(APPLICATION_RETENTION_DAYS),
  SEED: z.enum(['demo', 'none']).default('demo'),
  GEODATA_DIR: z.string().min(1).optional(),
  GEODATA_DOWNLOAD: z.enum(['auto', 'off']).default('auto'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Server processes on this machine (node:cluster); more than one needs REDIS_URL (docs/platform.md). */
  SERVER_PROCESSES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int('muss eine ganze Zahl sein')
      .min(1, 'muss zwischen 1 und 64 liegen')
      .max(64, 'muss zwischen 1 und 64 liegen')
      .default(1),
  ),
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'muss eine Zahl sein' }).int().min(0).max(60_000, 'höchstens 60000').optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(24, 'muss mindestens 24 Zeichen lang sein').optional(),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().min(20).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().min(20).optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:)/, 'muss mit mailto: oder https: beginnen')
      .optional(),
  ),
  PUSH_TEST_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*$/, 'muss eine Liste von Hostnamen sein')
      .optional(),
  ),
  /** The MedKai partner's page (docs/medkai.md); `none` switches the assistant off. */
  MEDKAI_URL: z.preprocess(
    emptyToUndefined,
    z.union([z.literal('none'), ZUrl(['http', 'https'])]).optional(),
  ),
  MEDKAI_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  ),
  /** The secret before the last rotation: its hashes still verify during the grace period. */
  MEDKAI_SECRET_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  ),
  /** The version of MEDKAI_SECRET, counted up with each rotation (the previous one is this minus 1). */
  MEDKAI_SECRET_VERSION: z.coerce.number().int().min(1).max(9999).default(1),
  APPLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  APPLE_TEAM_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  APPLE_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  APPLE_PRIVATE_KEY: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.replaceAll('\\n', '\n')) : value),
    z
      .string()
      .refine(isPrivateKey, { message: 'muss der PEM-Inhalt des .p8-Schlüssels von Apple sein' })
      .optional(),
  ),
  APPLE_AUTH_URL: z.preprocess(
    emptyToUndefined,
    ZUrl(['http', 'https']).default('https://appleid.apple.com'),
  ),
});

/** Variables whose value must never appear in an error message. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'APPLE_PRIVATE_KEY',
  'VAPID_PRIVATE_KEY',
  'METRICS_TOKEN',
  'MEDKAI_SECRET',
  'MEDKAI_SECRET_PREVIOUS',
]);

function isPrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** Sign in with Apple (OpenID Connect); set only when all four APPLE_* settings are present. */
export type TAppleConfig = {
  /** The Services ID, the `client_id` at Apple. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** PEM of the .p8 key (EC P-256) that signs the client secret. */
  privateKey: string;
  /** Apple's base URL; tests point it at a fake Apple. */
  authUrl: string;
};

/** The MedKai partner (docs/medkai.md); null in TConfig = not set up here. */
export type TMedkaiConfig = {
  /** The partner's page the /medkai frame loads. */
  url: string;
  /** Its origin: the only frame-src of /medkai and the only sender of its "loaded" message. */
  origin: string;
  secret: { version: number; value: string };
  /** The secret before the last rotation (version - 1), accepted while it is set. */
  previousSecret: { version: number; value: string } | null;
  /** True when the local stand-in partner (/dev/medkai-partner) is configured, never in production. */
  isStandIn: boolean;
};

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created when missing); unset = the server's default search path. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  isSecure: boolean;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  productName: string;
  productSlug: string;
  /** NEW_AREA_FORM_URL (https: or mailto:): the request form behind the area switcher's "Neuen Bereich". */
  newAreaFormUrl: string;
  /** LEGAL_*: what imprint and privacy text say about the operator (null = not configured). */
  legal: TLegalDetails;
  /** APPLICATION_RETENTION_DAYS: days from a rejection or withdrawal until the application is deleted. */
  applicationRetentionDays: number;
  seed: 'demo' | 'none';
  geodataDir: string;
  geodataDownload: boolean;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  /**
   * SERVER_PROCESSES: identical server processes sharing the port (node:cluster), one per core.
   * They cooperate through the database and Redis like instances behind a proxy.
   */
  serverProcesses: number;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM the instance answers the readiness check with 503 and keeps
   * serving this long, so the proxy stops sending before the listener closes. Default 5000 behind a
   * proxy (TRUST_PROXY), else 0.
   */
  shutdownDrainMs: number;
  /** METRICS_TOKEN: the bearer token of `GET /metrics`; unset = no metrics (the route answers 404). */
  metricsToken: string | undefined;
  apple: TAppleConfig | null;
  /** Web push keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null = generated into DATA_DIR. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT (mailto: or https:); unset = derived from PUBLIC_URL or MAIL_FROM. */
  vapidSubject: string | undefined;
  /**
   * PUSH_TEST_HOSTS: host names accepted as push services besides the real ones (any port). Only
   * with NODE_ENV=test, where a local fake push service stands in; refused anywhere else.
   */
  pushTestHosts: string[];
  medkai: TMedkaiConfig | null;
  version: string;
};

/** Thrown for a bad environment; its message is one line naming the variable. */
export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates the configuration from environment variables; throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'Umgebung');
    const shown = SECRET_VARIABLES.has(name) && env[name] ? '"…"' : JSON.stringify(env[name] ?? '');
    throw new ConfigError(`Ungültige Konfiguration: ${name}=${shown} ${issue.message}`);
  }
  const e = parsed.data;
  refuseExposedDevelopment(e);
  if (e.PUSH_TEST_HOSTS && e.NODE_ENV !== 'test') {
    throw new ConfigError('Ungültige Konfiguration: PUSH_TEST_HOSTS ist nur mit NODE_ENV=test erlaubt');
  }
  // Rate limits, jobs and the realtime bus live in one process's memory without Redis: a second
  // process would count limits apart, run every job twice and miss the other's WebSockets.
  if (e.SERVER_PROCESSES > 1 && !e.REDIS_URL) {
    throw new ConfigError(
      'Ungültige Konfiguration: SERVER_PROCESSES über 1 braucht REDIS_URL (Limits, Jobs und Echtzeit teilen sich die Prozesse über Redis)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    publicUrl,
    isSecure: publicUrl.startsWith('https:'),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    productName: e.PRODUCT_NAME,
    productSlug: e.PRODUCT_SLUG,
    newAreaFormUrl: e.NEW_AREA_FORM_URL,
    legal: {
      operator: e.LEGAL_OPERATOR ?? null,
      address: (e.LEGAL_ADDRESS ?? '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      representedBy: e.LEGAL_REPRESENTED_BY ?? null,
      register: e.LEGAL_REGISTER ?? null,
      vatId: e.LEGAL_VAT_ID ?? null,
      email: e.LEGAL_EMAIL ?? null,
      privacyEmail: e.LEGAL_PRIVACY_EMAIL ?? e.LEGAL_EMAIL ?? null,
      contentResponsible: e.LEGAL_CONTENT_RESPONSIBLE ?? null,
    },
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    seed: e.SEED,
    geodataDir: path.resolve(e.GEODATA_DIR ?? path.join(dataDir, 'geodata')),
    geodataDownload: e.GEODATA_DOWNLOAD === 'auto',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    serverProcesses: e.SERVER_PROCESSES,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.TRUST_PROXY === 'true' ? 5000 : 0),
    apple:
      e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
        ? {
            clientId: e.APPLE_CLIENT_ID,
            teamId: e.APPLE_TEAM_ID,
            keyId: e.APPLE_KEY_ID,
            privateKey: e.APPLE_PRIVATE_KEY,
            authUrl: e.APPLE_AUTH_URL.replace(/\/$/, ''),
          }
        : null,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT,
    pushTestHosts: e.PUSH_TEST_HOSTS?.split(',').map((host) => host.trim()) ?? [],
    medkai: readMedkaiConfig(e, publicUrl),
    version: readVersion(),
  };
}

/** Stand-in secret for development and tests only (production needs MEDKAI_SECRET). */
const MEDKAI_STAND_IN_SECRET = 'medkai-stand-in-secret-for-development-only';

/**
 * MedKai: MEDKAI_URL with MEDKAI_SECRET; outside production an unset MEDKAI_URL means the local
 * stand-in partner, so `npm start` and the tests can try the flow; `none` switches it off.
 */
function readMedkaiConfig(e: z.infer<typeof ZEnv>, publicUrl: string): TMedkaiConfig | null {
  const isProduction = e.NODE_ENV === 'production';
  if (e.MEDKAI_URL === 'none' || (isProduction && !e.MEDKAI_URL)) return null;
  if (isProduction && !e.MEDKAI_SECRET) {
    throw new ConfigError('Ungültige Konfiguration: MEDKAI_URL ist gesetzt, MEDKAI_SECRET fehlt');
  }
  const version = e.MEDKAI_SECRET_VERSION;
  if (e.MEDKAI_SECRET_PREVIOUS && version === 1) {
    throw new ConfigError(
      'Ungültige Konfiguration: MEDKAI_SECRET_PREVIOUS braucht MEDKAI_SECRET_VERSION 2 oder höher',
    );
  }
  const url = e.MEDKAI_URL ?? `${publicUrl}/dev/medkai-partner`;
  return {
    url,
    origin: new URL(url).origin,
    secret: { version, value: e.MEDKAI_SECRET ?? MEDKAI_STAND_IN_SECRET },
    previousSecret:
      e.MEDKAI_SECRET_PREVIOUS && version > 1
        ? { version: version - 1, value: e.MEDKAI_SECRET_PREVIOUS }
        : null,
    isStandIn: !e.MEDKAI_URL,
  };
}

/**
 * Development mode shows every login and reset link at `/dev/mails`; it must not run where anyone
 * but the developer can reach it. An https PUBLIC_URL means a proxy in front, and a proxy on the
 * same machine would make every visitor look like loopback.
 */
function refuseExposedDevelopment(e: z.infer<typeof ZEnv>) {
  if (e.NODE_ENV !== 'development') return;
  const why = 'ist mit NODE_ENV=development nicht erlaubt, weil /dev/mails Anmeldelinks zeigt;';
  if (!isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Ungültige Konfiguration: HOST=${JSON.stringify(e.HOST)} ${why} setze HOST=127.0.0.1 oder NODE_ENV=production.`,
    );
  }
  if (e.PUBLIC_URL?.startsWith('https:')) {
    throw new ConfigError(
      `Ungültige Konfiguration: PUBLIC_URL=${JSON.stringify(e.PUBLIC_URL)} ${why} für den Betrieb über https setze NODE_ENV=production.`,
    );
  }
}

/** The session secret lives in DATA_DIR so that it survives restarts without a hard-coded default. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * The operator's details an imprint cannot do without (§ 5 DDG: name, address, a fast electronic
 * contact): the names of the LEGAL_* variables still missing. Production warns at start.
 */
export function missingLegalDetails(config: TConfig): string[] {
  const { legal } = config;
  return [
    legal.operator ? null : 'LEGAL_OPERATOR',
    legal.address.length ? null : 'LEGAL_ADDRESS',
    legal.email ? null : 'LEGAL_EMAIL',
  ].filter((name): name is string => name !== null);
}
