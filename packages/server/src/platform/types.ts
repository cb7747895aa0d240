import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.ts';
import type { TAccountData } from './account-data.ts';
import type { TDatabase } from './db/index.ts';
import type { TDomainEvents } from './events.ts';
import type { TJobQueue } from './jobs.ts';
import type { TMetrics } from './metrics.ts';
import type { TLimiter } from './limiter.ts';
import type { TMailer } from './mail.ts';
import type { TPageHeads } from './page-heads.ts';
import type { TRealtimeBus } from './realtime.ts';

/** The Fastify instance with zod schemas as its type provider. */
export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What domains get from the platform. */
export type TDeps = {
  config: TConfig;
  database: TDatabase;
  redis: Redis | null;
  jobs: TJobQueue;
  limiter: TLimiter;
  mailer: TMailer;
  events: TDomainEvents;
  realtime: TRealtimeBus;
  accountData: TAccountData;
  pageHeads: TPageHeads;
  metrics: TMetrics;
};

/**
 * A domain: one encapsulated Fastify plugin (`domains/<domain>/index.ts`) that registers its routes,
 * jobs, event subscribers, schedulers and account-data part, all through the `deps` it is given.
 */
export type TDomain = {
  name: string;
  register: (app: TApp, deps: TDeps) => void | Promise<void>;
};
