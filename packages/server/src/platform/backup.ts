/**
 * Backups of a running community and their restore (README "Backups"). A backup is a dated folder:
 * the database (SQLite through `VACUUM INTO`, a consistent copy taken while the server writes;
 * PostgreSQL through `pg_dump` in its custom format), then the uploaded files and the generated
 * secrets of DATA_DIR. The database comes first: a file uploaded meanwhile is copied although no row
 * names it yet, never the other way round.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { TConfig } from '../config.ts';
import type { TDatabase } from './db/index.ts';

const run = promisify(execFile);

/** What DATA_DIR holds besides the database: uploaded files and generated secrets. */
const DATA_ENTRIES = ['uploads', 'private-uploads', 'session-secret', 'vapid.json'];
const SQLITE_FILE = 'pflegepuls.sqlite';
const PG_FILE = 'database.pgdump';
const MANIFEST = 'backup.json';

export type TBackupManifest = {
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  schema: string | null;
  version: string;
  entries: string[];
};

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** `pflegepuls-2026-11-28T04-50-00Z`: sorts by time, valid on every file system. */
export function backupFolderName(now = new Date()): string {
  return `pflegepuls-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/** Writes a backup into `folder` (which must not exist yet) and returns its manifest. */
export async function createBackup(
  config: TConfig,
  database: TDatabase,
  folder: string,
): Promise<TBackupManifest> {
  if (await exists(folder))
    throw new Error(`${folder} gibt es schon; eine Sicherung braucht einen neuen Ordner.`);
  await mkdir(folder, { recursive: true });
  if (database.dialect === 'sqlite') {
    await sql`VACUUM INTO ${path.join(folder, SQLITE_FILE)}`.execute(database.db);
  } else {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema=${config.databaseSchema ?? 'public'}`,
      `--file=${path.join(folder, PG_FILE)}`,
      config.databaseUrl!,
    ]);
  }
  const entries: string[] = [];
  for (const entry of DATA_ENTRIES) {
    const source = path.join(config.dataDir, entry);
    if (!(await exists(source))) continue;
    await cp(source, path.join(folder, entry), { recursive: true, preserveTimestamps: true });
    entries.push(entry);
  }
  const manifest: TBackupManifest = {
    createdAt: new Date().toISOString(),
    dialect: database.dialect,
    schema: database.dialect === 'postgres' ? (config.databaseSchema ?? 'public') : null,
    version: config.version,
    entries,
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function isEmpty(config: TConfig, database: TDatabase | null): Promise<boolean> {
  if (!database) return !(await exists(path.join(config.dataDir, SQLITE_FILE)));
  const schema = config.databaseSchema ?? 'public';
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = ${schema}`.execute(
    database.db,
  );
  return rows[0]!.n === 0;
}

/**
 * Restores `folder` into the configured DATA_DIR and database, which must be empty (no SQLite file;
 * no tables in the PostgreSQL schema). Generated secrets in DATA_DIR are replaced by the backup's,
 * so sessions and push subscriptions of the backup stay valid.
 */
export async function restoreBackup(
  config: TConfig,
  database: TDatabase | null,
  folder: string,
): Promise<TBackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as TBackupManifest;
  const target = database ? 'postgres' : 'sqlite';
  if (manifest.dialect !== target)
    throw new Error(`Die Sicherung ist für ${manifest.dialect}, konfiguriert ist ${target}.`);
  if (manifest.dialect === 'postgres' && manifest.schema !== (config.databaseSchema ?? 'public'))
    throw new Error(`Die Sicherung ist aus dem Schema ${manifest.schema}; DATABASE_SCHEMA muss gleich sein.`);
  if (!(await isEmpty(config, database)))
    throw new Error(
      'Ziel ist nicht leer: eine Sicherung wird nur in einen leeren Datenordner oder ein leeres Schema eingespielt.',
    );
  await mkdir(config.dataDir, { recursive: true });
  if (manifest.dialect === 'sqlite') {
    await cp(path.join(folder, SQLITE_FILE), path.join(config.dataDir, SQLITE_FILE));
  } else {
    // The schema exists already (public always does; openDatabase creates others): restore all
    // but its CREATE SCHEMA and its comment, through pg_restore's table of contents.
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(manifest.schema!)}`.execute(database!.db);
    const dump = path.join(folder, PG_FILE);
    const { stdout } = await run('pg_restore', ['--list', dump]);
    const list = path.join(config.dataDir, 'restore-list.txt');
    await writeFile(
      list,
      stdout
        .split('\n')
        .filter((line) => !/ SCHEMA - /.test(line))
        .join('\n'),
    );
    try {
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--use-list=${list}`,
        `--dbname=${config.databaseUrl!}`,
        dump,
      ]);
    } finally {
      await rm(list, { force: true });
    }
  }
  for (const entry of manifest.entries) {
    const destination = path.join(config.dataDir, entry);
    await rm(destination, { recursive: true, force: true });
    await cp(path.join(folder, entry), destination, { recursive: true, preserveTimestamps: true });
  }
  return manifest;
}
