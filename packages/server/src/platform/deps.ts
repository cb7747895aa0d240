import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.ts';
import type { TDatabase } from './db/index.ts';
import { createAccountData } from './account-data.ts';
import { createDomainEvents } from './events.ts';
import { createBullQueue, createDatabaseQueue } from './jobs.ts';
import { createMemoryLimiter, createRedisLimiter } from './limiter.ts';
import { createMailer } from './mail.ts';
import { createMetrics } from './metrics.ts';
import { createPageHeads } from './page-heads.ts';
import { createRealtimeBus } from './realtime.ts';
import type { TDeps } from './types.ts';

/** Wires the platform services: in process and the database by default, on Redis when REDIS_URL is set. */
export function createDeps(options: {
  config: TConfig;
  database: TDatabase;
  redis: Redis | null;
  log: FastifyBaseLogger;
}): TDeps {
  const { config, database, redis, log } = options;
  const jobs =
    redis && config.redisUrl ? createBullQueue(config.redisUrl, log) : createDatabaseQueue(database.db, log);
  return {
    config,
    database,
    redis,
    jobs,
    limiter: redis ? createRedisLimiter(redis) : createMemoryLimiter(),
    mailer: createMailer(config, database.db, jobs),
    events: createDomainEvents(jobs),
    realtime: createRealtimeBus(redis ? config.redisUrl : undefined),
    accountData: createAccountData(),
    pageHeads: createPageHeads(),
    metrics: createMetrics(),
  };
}
