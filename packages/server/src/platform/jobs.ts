/**
 * Background jobs. By default in the database (a row per job until it ran, so a restart loses
 * nothing); with REDIS_URL on BullMQ. Either way any instance may run a job another instance
 * queued. Domains register handlers by name at start and enqueue with plain JSON data; a request
 * never waits for a job.
 */
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/index.ts';

export type TJobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface TJobQueue {
  /** Registers the handler for a job name (once per name, at start). */
  register(name: string, handler: TJobHandler): void;
  /** Queues a job; resolves once it is queued, not when it ran. */
  enqueue(name: string, data: Record<string, unknown>): Promise<void>;
  /** Resolves when no job this instance queued is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** For the metrics: jobs waiting or running on any instance, and this instance's jobs that failed for good. */
  stats(): Promise<{ queued: number; failed: number }>;
  close(): Promise<void>;
}

/**
 * Lets waiting requests in between a long job's steps. On SQLite every query runs synchronously, so
 * a loop of awaited queries never gives the event loop back by itself: the daily digests for a large
 * membership once held every request for minutes. Such loops call this once per item.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 1000;

export type TDatabaseQueueOptions = {
  /** How often due jobs are looked for besides right after an enqueue (retries, other instances). */
  pollMs?: number;
  /** First retry delay; it doubles per attempt. */
  retryBaseMs?: number;
  /** How long a running job stays claimed: after that, if its instance died, another runs it. */
  leaseMs?: number;
  /** Jobs run at once per instance. */
  concurrency?: number;
};

/**
 * Jobs as rows of `background_jobs`, run by every instance on the same database. A job is claimed
 * by moving its `run_at` to the end of a lease in one UPDATE that still requires it to be due, so
 * two instances never both run it; it is deleted when it succeeded or failed for the last time,
 * and otherwise becomes due again after a growing delay. A job whose instance died mid-run runs
 * again when its lease ends: handlers must tolerate running twice, as with BullMQ.
 */
export function createDatabaseQueue(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: TDatabaseQueueOptions = {},
): TJobQueue {
  const { pollMs = 1000, retryBaseMs = RETRY_BASE_MS, leaseMs = 5 * 60_000, concurrency = 4 } = options;
  const handlers = new Map<string, TJobHandler>();
  /** Ids this instance queued that have not finished. */
  const queuedHere = new Set<number>();
  /** Those plus enqueues still writing their row: what idle() waits for. */
  let outstanding = 0;
  let waiters: Array<() => void> = [];
  const running = new Set<Promise<void>>();
  let claiming = false;
  let claimAgain = false;
  let closed = false;

  const settle = () => {
    if (--outstanding === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };
  const finished = (id: number) => {
    if (queuedHere.delete(id)) settle();
  };

  const claim = (limit: number) => {
    const now = Date.now();
    return db
      .updateTable('background_jobs')
      .set((eb) => ({ run_at: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('background_jobs')
          .select('id')
          .where('run_at', '<=', now)
          .where('name', 'in', [...handlers.keys()])
          .orderBy('run_at')
          .orderBy('id')
          .limit(limit),
      )
      .where('run_at', '<=', now)
      .returning(['id', 'name', 'data', 'attempts'])
      .execute();
  };

  let failed = 0;
  const run = async (job: { id: number; name: string; data: string; attempts: number }) => {
    if (job.attempts > MAX_ATTEMPTS) {
      // Claimed again after its lease ran out: the instances running it died each time.
      failed++;
      log.error({ job: job.name }, 'Hintergrundaufgabe abgebrochen: ihr Lauf endete zu oft ohne Ergebnis');
    } else {
      try {
        await handlers.get(job.name)!(JSON.parse(job.data) as Record<string, unknown>);
      } catch (error) {
        if (job.attempts < MAX_ATTEMPTS) {
          const delay = retryBaseMs * 2 ** (job.attempts - 1);
          log.warn({ err: error, job: job.name, attempt: job.attempts }, 'Hintergrundaufgabe fehlgeschlagen');
          await db
            .updateTable('background_jobs')
            .set({ run_at: Date.now() + delay })
            .where('id', '=', job.id)
            .execute();
          setTimeout(() => void pump(), delay).unref();
          return;
        }
        failed++;
        log.error({ err: error, job: job.name }, 'Hintergrundaufgabe endgültig fehlgeschlagen');
      }
    }
    await db.deleteFrom('background_jobs').where('id', '=', job.id).execute();
    finished(job.id);
  };

  /** Claims as many due jobs as there are free slots and starts them; one claim at a time. */
  async function pump(): Promise<void> {
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = true;
    try {
      do {
        claimAgain = false;
        const free = concurrency - running.size;
        if (closed || free <= 0 || handlers.size === 0) break;
        const jobs = await claim(free);
        for (const job of jobs) {
          const task: Promise<void> = run(job)
            .catch((error: unknown) =>
              log.error({ err: error, job: job.name }, 'Hintergrundaufgabe nicht abgeschlossen'),
            )
            .finally(() => {
              running.delete(task);
              void pump();
            });
          running.add(task);
        }
        if (jobs.length === free) claimAgain = true;
      } while (claimAgain);
    } catch (error) {
      if (!closed) log.warn({ err: error }, 'Hintergrundaufgaben nicht abgerufen');
    } finally {
      claiming = false;
    }
  }

  const poll = setInterval(() => void pump(), pollMs);
  poll.unref();

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue(name, data) {
      if (!handlers.has(name)) throw new Error(`Keine Aufgabe namens ${name}`);
      const now = Date.now();
      outstanding++;
      try {
        const { id } = await db
          .insertInto('background_jobs')
          .values({ name, data: JSON.stringify(data), run_at: now, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        queuedHere.add(id);
      } catch (error) {
        settle();
        throw error;
      }
      setImmediate(() => void pump());
    },
    idle() {
      return outstanding === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    async stats() {
      const { n } = await db
        .selectFrom('background_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { queued: Number(n), failed };
    },
    async close() {
      closed = true;
      clearInterval(poll);
      // Running jobs finish (bounded); waiting ones stay in the table for the next start.
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    },
  };
}

const QUEUE_NAME = 'pflegepuls-jobs';

/** Runs jobs on BullMQ over Redis; every server instance also works on the queue. */
export function createBullQueue(redisUrl: string, log: FastifyBaseLogger): TJobQueue {
  const handlers = new Map<string, TJobHandler>();
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection });
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const handler = handlers.get(job.name);
      if (!handler) throw new Error(`Keine Aufgabe namens ${job.name}`);
      await handler(job.data as Record<string, unknown>);
    },
    { connection, concurrency: 4 },
  );
  let failed = 0;
  worker.on('failed', (job, error) => {
    if (job && job.attemptsMade >= MAX_ATTEMPTS) failed++;
    log.warn({ err: error, job: job?.name }, 'Hintergrundaufgabe fehlgeschlagen');
  });

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue(name, data) {
      await queue.add(name, data, {
        attempts: MAX_ATTEMPTS,
        backoff: { type: 'exponential', delay: RETRY_BASE_MS },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
    },
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stats() {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return { queued: Object.values(counts).reduce((sum, n) => sum + n, 0), failed };
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
