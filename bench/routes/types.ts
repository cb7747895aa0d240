import type { Kysely } from 'kysely';
import type { DB, TDialect } from '../../packages/server/src/platform/db/index.ts';

/** A seeded member the bench is logged in as (one per connection, round robin). */
export type TBenchUser = {
  id: number;
  email: string;
  /** The `pp_session` cookie value. */
  sessionToken: string;
  /** `X-CSRF-TOKEN` for this session; the runner adds it to every non-GET request. */
  csrfToken: string;
  /** A `pp_anon` cookie value and its CSRF token, for non-GET requests of routes without auth. */
  anonymousToken: string;
  anonymousCsrfToken: string;
};

/** One autocannon connection: its member and how many requests it has made so far. */
export type TBenchClient = {
  user: TBenchUser;
  connection: number;
  requestCount: number;
};

export type TBenchRequest = {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers, e.g. the cookie of a session other than the connection's member's. */
  headers?: Record<string, string>;
};

export type TBenchPrepareContext = {
  db: Kysely<DB>;
  dialect: TDialect;
  users: TBenchUser[];
};

/** A route under load. Feature issues add theirs in `routes/<domain>.ts` and list them in routes/index.ts. */
export type TBenchRoute = {
  /** Short and unique: the row label in the results and what BENCH_ROUTES filters on. */
  name: string;
  /** Sends the connection's session cookie: a member's, or with 'admin' one of the bench admins'. */
  auth: boolean | 'admin';
  /**
   * Requests of this route come from this many members in turn instead of one per connection: for
   * routes limited per member (the search bar, 120 a minute), so the load measures the route and not
   * its 429.
   */
  members?: number;
  /** Concurrent connections for this route instead of BENCH_CONNECTIONS (e.g. the few admins). */
  connections?: number;
  /** A fixed path, a fixed request, or one built per request (cursors, other users' pages). */
  request: string | TBenchRequest | ((client: TBenchClient) => TBenchRequest);
  /** The status the check before the load requires (default 200). */
  expectStatus?: number;
  /** DESIGN.md's numbers for this route; p99 < 50 ms applies to every route unless overridden. */
  targets?: {
    p99Ms?: number;
    /** At least `share` of route `of`'s req/s in the same run (judged only when `of` ran too). */
    minRatio?: { of: string; share: number };
  };
  /** Runs once before the route's check and load, e.g. to look up a deep-page cursor per user. */
  prepare?: (ctx: TBenchPrepareContext) => Promise<void>;
};
