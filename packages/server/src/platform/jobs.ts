/**
 * Background jobs. In process by default (a small queue with retries); with REDIS_URL on BullMQ,
 * so any instance may run a job another instance queued. Domains register handlers by name at
 * start and enqueue with plain JSON data; a request never waits for a job.
 */
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';

export type TJobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface TJobQueue {
  /** Registers the handler for a job name (once per name, at start). */
  register(name: string, handler: TJobHandler): void;
  /** Queues a job; resolves once it is queued, not when it ran. */
  enqueue(name: string, data: Record<string, unknown>): Promise<void>;
  /** Resolves when no job is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 1000;

/** Runs jobs in this process, one at a time, retrying failures with a growing delay. */
export function createInProcessQueue(log: FastifyBaseLogger): TJobQueue {
  const handlers = new Map<string, TJobHandler>();
  let pending = 0;
  let waiters: Array<() => void> = [];
  let closed = false;

  const settle = () => {
    if (--pending === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };

  const runJob = async (name: string, data: Record<string, unknown>, attempt: number): Promise<void> => {
    try {
      await handlers.get(name)!(data);
      settle();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || closed) {
        log.error({ err: error, job: name }, 'Hintergrundaufgabe endgültig fehlgeschlagen');
        settle();
        return;
      }
      setTimeout(() => void runJob(name, data, attempt + 1), RETRY_BASE_MS * 2 ** (attempt - 1)).unref();
    }
  };

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue(name, data) {
      if (!handlers.has(name)) throw new Error(`Keine Aufgabe namens ${name}`);
      pending++;
      setImmediate(() => void runJob(name, data, 1));
    },
    idle() {
      return pending === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
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
  worker.on('failed', (job, error) =>
    log.warn({ err: error, job: job?.name }, 'Hintergrundaufgabe fehlgeschlagen'),
  );

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
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
