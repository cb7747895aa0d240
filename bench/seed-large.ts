/**
 * `npm run seed:large`: builds the benchmark data set from scratch (DESIGN.md: at most 5 minutes
 * on either database). SQLite in BENCH_DATA_DIR (default data-large/), or PostgreSQL in schema
 * DATABASE_SCHEMA (default bench_large) when BENCH_DB=postgres or DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../packages/server/src/platform/db/index.ts';
import { getMigrations } from '../packages/server/src/platform/db/migrations/index.ts';
import { findPostalFiles, importPostalCodes } from '../packages/server/src/platform/geodata.ts';
import { describeDatabase, loadBenchConfig, type TBenchConfig } from './config.ts';
import { createBulkInserter, type TBulkInserter } from './lib/bulk-insert.ts';
import { openBenchDatabase, type TBenchDatabase } from './lib/database.ts';
import { formatCount, formatDuration, startProgress, type TProgress } from './lib/progress.ts';
import { scaledCount, writeSeedMarker, type TSeedMarker } from './lib/seed-marker.ts';
import { createSeedStages, type TSeedContext, type TSeedStage } from './seed-stages/index.ts';

const DEFAULT_BATCH_SIZE = 10_000;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function runStage(stage: TSeedStage, ctx: TSeedContext, inserter: TBulkInserter) {
  const total = scaledCount(stage, ctx.scale);
  const batchSize = stage.batchSize ?? DEFAULT_BATCH_SIZE;
  await stage.prepare?.(ctx);
  const progress = startProgress(stage.name, total);
  await inserter.pipelined(
    async () => {
      for (let from = 0; from < total; from += batchSize) {
        const to = Math.min(total, from + batchSize);
        await inserter.runBatch(() => stage.insertBatch(ctx, from, to));
        progress.update(to);
      }
    },
    { independentBatches: stage.independentBatches ?? false },
  );
  await stage.finish?.(ctx);
  return { name: stage.name, count: total, ms: Math.round(progress.finish()) };
}

/** Planner statistics and a compact file, as a long-running database would have them. */
async function finishDatabase(database: TBenchDatabase) {
  const startedAt = performance.now();
  process.stderr.write('analyze …');
  if (database.raw) {
    database.raw.exec('analyze');
    database.raw.exec('pragma wal_checkpoint(truncate)');
  } else {
    await sql`vacuum (analyze)`.execute(database.db);
  }
  process.stderr.write(` ${formatDuration(performance.now() - startedAt)}\n`);
}

/** Builds the large seed from scratch and writes the marker; returns the marker. */
export async function seedLarge(config: TBenchConfig = loadBenchConfig()): Promise<TSeedMarker> {
  const startedAt = performance.now();
  if (findPostalFiles(config.geodataDir).length === 0) {
    throw new Error(`No postal-code files in ${config.geodataDir} (set GEODATA_DIR).`);
  }
  log(
    `Large seed → ${describeDatabase(config)}${config.seedScale === 1 ? '' : ` (scale ${config.seedScale})`}`,
  );
  const database = await openBenchDatabase(config, { fresh: true });
  try {
    await migrateToLatest(database);
    // A seed that fails is thrown away, so it need not survive a power cut.
    if (database.raw) database.raw.exec('pragma synchronous = off');

    // The import reports its total with the first batch, so the bar starts there.
    const postal: { progress: TProgress | null } = { progress: null };
    await importPostalCodes(database.db, config.geodataDir, (done, total) => {
      postal.progress ??= startProgress('postal codes', total);
      postal.progress.update(done);
    });
    postal.progress?.finish();

    const inserter = await createBulkInserter(database, config);
    const ctx: TSeedContext = {
      db: database.db,
      dialect: database.dialect,
      insert: inserter.insert,
      now: Date.now(),
      scale: config.seedScale,
    };
    const stages = [];
    try {
      for (const stage of createSeedStages()) stages.push(await runStage(stage, ctx, inserter));
    } finally {
      await inserter.close();
    }
    await finishDatabase(database);

    const marker: TSeedMarker = {
      stages,
      migrations: Object.keys(getMigrations(database.dialect)),
      scale: config.seedScale,
      finishedAt: new Date().toISOString(),
      totalMs: Math.round(performance.now() - startedAt),
    };
    await writeSeedMarker(database.db, marker);
    log(
      `Large seed done in ${formatDuration(marker.totalMs)} (${(marker.totalMs / 1000).toFixed(1)} s): ` +
        stages.map((s) => `${s.name} ${formatCount(s.count)} in ${(s.ms / 1000).toFixed(1)} s`).join(', '),
    );
    return marker;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    await seedLarge();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
