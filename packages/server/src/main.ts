import cluster from 'node:cluster';
import pino from 'pino';
import { readableLogDestination } from './platform/dev-log.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, missingLegalDetails, type TConfig } from './config.ts';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap.ts';
import { createDeps } from './platform/deps.ts';
import { openRedis } from './platform/redis.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A worker that ends unasked is started again after this pause (a crash loop stays slow). */
const RESTART_DELAY_MS = 1000;

/**
 * Starts the server: config, database, migrations, data, then HTTP; stops gracefully on signals.
 * With SERVER_PROCESSES above 1 this process prepares the database and then forks that many
 * workers sharing the port (node:cluster); each worker runs the server without preparing again.
 */
export async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Production writes JSON for log collectors; elsewhere a person reads the lines (platform/dev-log.ts).
  const log =
    config.env === 'production'
      ? pino({ level: config.logLevel })
      : pino({ level: config.logLevel }, readableLogDestination());
  if (cluster.isPrimary && config.serverProcesses > 1) return runPrimary(config, log);

  const database = await openConfiguredDatabase(config);
  if (cluster.isPrimary) await prepareDatabase(config, database, log);
  const redis = openRedis(config.redisUrl);
  const deps = createDeps({ config, database, redis, log });
  const app = await buildApp({ ...deps, logger: log });
  if (cluster.isPrimary) warnAboutSetup(config, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} empfangen, fahre herunter …`);
    const timer = setTimeout(() => {
      log.error('Herunterfahren dauerte zu lange, beende hart.');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Readiness answers 503 now; requests keep being served until the proxy has noticed.
      app.lifecycle.draining = true;
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
      await deps.jobs.close();
      await deps.realtime.close();
      await database.close();
      await redis?.quit();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Fehler beim Herunterfahren');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) printBanner(config, database.dialect);
}

/** Warnings an operator should see once at start, not once per worker. */
function warnAboutSetup(config: TConfig, log: pino.Logger) {
  const missingLegal = missingLegalDetails(config);
  if (config.env === 'production' && missingLegal.length)
    log.warn(
      `Impressum und Datenschutzerklärung sind unvollständig: ${missingLegal.join(', ')} fehlen (README, Abschnitt Konfiguration).`,
    );
  if (!config.smtpUrl)
    log.warn(
      'SMTP_URL ist nicht gesetzt: E-Mails landen nur im Postausgang (mail_outbox; außerhalb von production unter /dev/mails, nur von diesem Rechner aus).',
    );
}

function printBanner(config: TConfig, dialect: string, processes = 1) {
  const lines = [
    '',
    `  ${config.productName} läuft auf ${config.publicUrl}  (Datenbank: ${dialect}${processes > 1 ? `, ${processes} Prozesse` : ''})`,
    '',
    ...(config.seed === 'demo'
      ? [
          '  Demo-Zugänge:',
          ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(20)} ${a.email.padEnd(32)} ${a.password}`),
          '',
        ]
      : []),
  ];
  console.log(lines.join('\n'));
}

/**
 * The cluster's primary: migrates, seeds and imports once, forks the workers, starts a worker again
 * when one ends unasked, and passes SIGTERM/SIGINT on (each worker drains as a single server does).
 * A worker that ends before it listened is a start failure (port taken, database gone): then the
 * whole server stops with code 1 instead of forking in a loop.
 */
async function runPrimary(config: TConfig, log: pino.Logger) {
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(config, database, log);
  const { dialect } = database;
  await database.close();
  warnAboutSetup(config, log);

  const listening = new Set<number>();
  let stopping = false;
  let exitCode = 0;
  const stop = (signal: NodeJS.Signals, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    log.info(`${signal} empfangen, beende ${config.serverProcesses} Prozesse …`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === config.serverProcesses) printBanner(config, dialect, config.serverProcesses);
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (!stopping && !started) {
      log.error(`Ein Serverprozess konnte nicht starten (${signal ?? `Code ${code}`}), beende alle.`);
      stop('SIGTERM', 1);
    } else if (!stopping) {
      log.error(`Serverprozess ${worker.process.pid} endete (${signal ?? `Code ${code}`}), starte ihn neu …`);
      setTimeout(() => !stopping && cluster.fork(), RESTART_DELAY_MS);
      return;
    }
    if (code !== 0 && code !== null) exitCode = 1;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  for (let i = 0; i < config.serverProcesses; i++) cluster.fork();
}

if (import.meta.main) await main();
