import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../bootstrap.ts';
import { migrateToLatest } from '../platform/db/index.ts';
import { seedDemo } from '../seed/demo.ts';
import { isDatabaseEmpty } from '../seed/empty.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrateToLatest(database);
if (!(await isDatabaseEmpty(database.db))) {
  console.error(
    'Die Datenbank enthält bereits Mitglieder; die Demo-Daten werden nur in eine leere Datenbank geschrieben.',
  );
  await database.close();
  process.exit(1);
}
const { users } = await seedDemo(database.db, Date.now(), config);
console.log(`Demo-Daten angelegt: ${users} Mitglieder.`);
await database.close();
