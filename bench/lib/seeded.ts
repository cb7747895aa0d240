/**
 * What `npm run bench` and `npm run bench:soak` share before the load: the large seed (built when
 * missing or stale) and the facts of the run for the results file.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { getMigrations } from '../../packages/server/src/platform/db/migrations/index.ts';
import type { TBenchConfig } from '../config.ts';
import { createSeedStages } from '../seed-stages/index.ts';
import { seedLarge } from '../seed-large.ts';
export { readCommit } from './commit.ts';
import { benchDatabaseMayExist, openBenchDatabase, type TBenchDatabase } from './database.ts';
import { findSeedMismatch, readSeedMarker, type TSeedMarker } from './seed-marker.ts';

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** Opens the bench database, building the large seed first when it is missing or stale. */
export async function openSeededDatabase(
  config: TBenchConfig,
): Promise<{ database: TBenchDatabase; marker: TSeedMarker }> {
  if (benchDatabaseMayExist(config)) {
    const database = await openBenchDatabase(config, { fresh: false });
    const marker = await readSeedMarker(database.db);
    const mismatch = findSeedMismatch(marker, {
      stages: createSeedStages(),
      migrations: Object.keys(getMigrations(database.dialect)),
      scale: config.seedScale,
    });
    if (!mismatch) return { database, marker: marker! };
    await database.close();
    log(`Building the large seed: ${mismatch}.`);
  } else {
    log('Building the large seed: no database yet.');
  }
  const marker = await seedLarge(config);
  return { database: await openBenchDatabase(config, { fresh: false }), marker };
}

/** The checked-out commit, marked when the working tree differs from it. */
export async function readDatabaseVersion(database: TBenchDatabase): Promise<string> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(database.db);
    return `SQLite ${rows[0]?.v} (node:sqlite, WAL)`;
  }
  const { rows } = await sql<{ v: string }>`select version() as v`.execute(database.db);
  return (rows[0]?.v ?? 'PostgreSQL').split(' on ')[0]!;
}

/** "3.87, 3.22, 2.76": the 1/5/15-minute load averages, for the results file. */
export function formatLoadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** Runs a bench's main: its result is the exit code, a thrown error is printed and exits with 1. */
export async function runBench(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
