import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../bootstrap.ts';
import { migrateToLatest } from '../platform/db/index.ts';
import { findPostalFiles, importPostalCodes } from '../platform/geodata.ts';

const config = loadConfig();
const dir = path.resolve(process.argv[2] ?? config.geodataDir);
if (findPostalFiles(dir).length === 0) {
  console.error(`Keine Postleitzahl-Dateien (*.csv oder DE.txt/AT.txt/CH.txt) in ${dir} gefunden.`);
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
await migrateToLatest(database);
const count = await importPostalCodes(database.db, dir, (done, total) => {
  process.stderr.write(`\rImportiere Postleitzahlen: ${done}/${total}`);
});
process.stderr.write('\n');
console.log(`${count} Postleitzahlen aus ${dir} importiert.`);
await database.close();
