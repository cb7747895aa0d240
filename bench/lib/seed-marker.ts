/**
 * The marker the large seed leaves behind when it completes: a `bench_meta` table (not part of the
 * app's migrations) with one JSON row. A seed that stopped half-way has no marker.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../packages/server/src/platform/db/index.ts';
import { RENAMED_MIGRATIONS } from '../../packages/server/src/platform/db/migrations/index.ts';
import type { TSeedStage } from '../seed-stages/index.ts';

const MARKER_KEY = 'seed';

export type TSeedMarker = {
  /** Items per stage, after scaling. */
  stages: { name: string; count: number; ms: number }[];
  /** The app migrations the seed was built on. */
  migrations: string[];
  scale: number;
  finishedAt: string;
  totalMs: number;
};

/** A stage's item count at a scale: at least one, so every stage leaves something to page through. */
export function scaledCount(stage: TSeedStage, scale: number): number {
  return Math.max(1, Math.round(stage.count * scale));
}

/** Stores the marker; the last write of a seed. */
export async function writeSeedMarker(db: Kysely<DB>, marker: TSeedMarker): Promise<void> {
  await sql`create table if not exists bench_meta (key text primary key, value text not null)`.execute(db);
  await sql`delete from bench_meta where key = ${MARKER_KEY}`.execute(db);
  await sql`insert into bench_meta (key, value) values (${MARKER_KEY}, ${JSON.stringify(marker)})`.execute(
    db,
  );
}

/** The marker, or null when there is none (no table, no row, or an unreadable one). */
export async function readSeedMarker(db: Kysely<DB>): Promise<TSeedMarker | null> {
  try {
    const { rows } = await sql<{
      value: string;
    }>`select value from bench_meta where key = ${MARKER_KEY}`.execute(db);
    return rows[0] ? (JSON.parse(rows[0].value) as TSeedMarker) : null;
  } catch {
    return null;
  }
}

/** Why a marker does not match what the seed would build now, or null when it does. */
export function findSeedMismatch(
  marker: TSeedMarker | null,
  expected: { stages: TSeedStage[]; migrations: string[]; scale: number },
): string | null {
  if (!marker) return 'no complete large seed found';
  const want = expected.stages.map((s) => `${s.name}:${scaledCount(s, expected.scale)}`).join(', ');
  const have = marker.stages.map((s) => `${s.name}:${s.count}`).join(', ');
  if (want !== have) return `seed stages changed (have ${have || 'none'}, want ${want})`;
  // A renamed migration is the same migration: the server renames its record at start.
  const built = marker.migrations.map((name) => RENAMED_MIGRATIONS[name] ?? name);
  if (built.join(',') !== expected.migrations.join(',')) {
    return 'migrations changed since the seed was built';
  }
  return null;
}
