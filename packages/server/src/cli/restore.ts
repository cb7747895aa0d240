/**
 * `npm run restore -- <folder>`: plays a backup into the configured, empty DATA_DIR or PostgreSQL
 * schema (platform/backup.ts). Start the server afterwards; it migrates the data forward if needed.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../bootstrap.ts';
import { restoreBackup } from '../platform/backup.ts';

const source = process.argv[2];
if (!source) {
  console.error('Aufruf: npm run restore -- <Ordner der Sicherung>');
  process.exit(1);
}
const config = loadConfig();
// SQLite is not opened: that would create the file the restore must find missing.
const database = config.databaseUrl ? await openConfiguredDatabase(config) : null;
try {
  const manifest = await restoreBackup(config, database, path.resolve(source));
  console.log(`Sicherung vom ${manifest.createdAt} eingespielt (${manifest.dialect}).`);
} catch (error) {
  console.error(`Wiederherstellung fehlgeschlagen: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
