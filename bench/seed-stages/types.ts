import type { Kysely } from 'kysely';
import type { DB, TDialect } from '../../packages/server/src/platform/db/index.ts';
import type { TBulkInserter } from '../lib/bulk-insert.ts';

/** What a stage gets: the database, the fast inserter and the moment the seed pretends is "now". */
export type TSeedContext = {
  db: Kysely<DB>;
  dialect: TDialect;
  insert: TBulkInserter['insert'];
  /** Fixed per seed run; generate timestamps relative to it. */
  now: number;
  /** BENCH_SEED_SCALE, already applied to every stage's count. */
  scale: number;
};

/**
 * One step of the large seed. Stages run in list order, each from scratch; `insertBatch` is called
 * with consecutive ranges [from, to) covering 0..count, in order, inside one transaction per call,
 * so a faker seeded in `prepare` yields the same rows on every run.
 */
export type TSeedStage = {
  name: string;
  /** Items at scale 1 (DESIGN.md's large seed). */
  count: number;
  /** Items per `insertBatch` call (default 10,000): a commit and a progress update each. */
  batchSize?: number;
  /** No batch refers to rows of another batch of this stage: PostgreSQL may insert two at once. */
  independentBatches?: boolean;
  /** Runs once before the first batch: look up ids, hash a password, seed a faker. */
  prepare?: (ctx: TSeedContext) => Promise<void>;
  /** Inserts items [from, to) through `ctx.insert`. */
  insertBatch: (ctx: TSeedContext, from: number, to: number) => Promise<void>;
  /** Runs once after the last batch: counters, derived tables. */
  finish?: (ctx: TSeedContext) => Promise<void>;
};
