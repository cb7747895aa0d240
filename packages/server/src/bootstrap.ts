import type pino from 'pino';
import { loadConfig, type TConfig } from './config.ts';
import { migrateToLatest, openDatabase, type TDatabase } from './platform/db/index.ts';
import { ensurePostalCodes } from './platform/geodata.ts';
import { isDatabaseEmpty } from './seed/empty.ts';

/** Opens the configured database. */
export function openConfiguredDatabase(config: TConfig): Promise<TDatabase> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
  });
}

/** Everything `npm start` does before serving: migrate, import postal data, seed an empty database. */
export async function prepareDatabase(config: TConfig, database: TDatabase, log: pino.Logger) {
  const applied = await migrateToLatest(database);
  if (applied.length) log.info(`Migrationen angewendet: ${applied.join(', ')}`);
  await ensurePostalCodes(database.db, { dir: config.geodataDir, download: config.geodataDownload, log });
  if (config.seed === 'demo' && (await isDatabaseEmpty(database.db))) {
    // The demo seed (and faker with it) is loaded only when it runs, not at every start.
    const { seedDemo } = await import('./seed/demo.ts');
    const { users } = await seedDemo(database.db, Date.now(), config);
    log.info(`Demo-Daten angelegt: ${users} Mitglieder.`);
  }
}

export { loadConfig };
