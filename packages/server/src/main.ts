import pino from 'pino';
import { readableLogDestination } from './platform/dev-log.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, missingLegalDetails } from './config.ts';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap.ts';
import { createDeps } from './platform/deps.ts';
import { openRedis } from './platform/redis.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts the server: config, database, migrations, data, then HTTP; stops gracefully on signals. */
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
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(config, database, log);
  const redis = openRedis(config.redisUrl);
  const deps = createDeps({ config, database, redis, log });
  const app = await buildApp({ ...deps, logger: log });
  const missingLegal = missingLegalDetails(config);
  if (config.env === 'production' && missingLegal.length)
    log.warn(
      `Impressum und Datenschutzerklärung sind unvollständig: ${missingLegal.join(', ')} fehlen (README, Abschnitt Konfiguration).`,
    );
  if (!config.smtpUrl)
    log.warn(
      'SMTP_URL ist nicht gesetzt: E-Mails landen nur im Postausgang (mail_outbox; außerhalb von production unter /dev/mails, nur von diesem Rechner aus).',
    );

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
  const lines = [
    '',
    `  ${config.productName} läuft auf ${config.publicUrl}  (Datenbank: ${database.dialect})`,
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

if (import.meta.main) await main();
