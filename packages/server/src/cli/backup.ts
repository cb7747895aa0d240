/** `npm run backup [-- <folder>]`: a consistent backup while the server runs (platform/backup.ts). */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../bootstrap.ts';
import { backupFolderName, createBackup } from '../platform/backup.ts';

const config = loadConfig();
const folder = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', backupFolderName()));
const database = await openConfiguredDatabase(config);
try {
  const started = Date.now();
  const manifest = await createBackup(config, database, folder);
  console.log(
    `Sicherung geschrieben: ${folder} (${manifest.dialect}, ${manifest.entries.join(', ') || 'keine Dateien'}; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
