import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../bootstrap.ts';
import { migrateToLatest } from '../platform/db/index.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const applied = await migrateToLatest(database);
console.log(applied.length ? `Angewendet: ${applied.join(', ')}` : 'Datenbank ist aktuell.');
await database.close();
