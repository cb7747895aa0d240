/** Table types of the matcher domain (migration 0032); `DB` in ../schema.ts extends `MatcherTables`. */
import type { Generated } from 'kysely';

export interface MatcherRunsTable {
  id: Generated<number>;
  status: 'running' | 'success' | 'failed';
  trigger: 'admin' | 'nightly' | 'cli' | 'seed';
  requested_by: number | null;
  started_at: number;
  finished_at: number | null;
  /** JSON: the debugData's statistics, companies and jobs. */
  statistics: string | null;
  error: string | null;
}

export interface MatcherMatchesTable {
  run_id: number;
  job_ad_id: number;
  user_id: number;
  score: number;
  distance_m: number;
  sort_key: number;
  reasons: string;
}

export interface MatcherAdFloorsTable {
  run_id: number;
  job_ad_id: number;
  floor: number;
}

export interface MatcherStateTable {
  id: number;
  current_run_id: number | null;
  watermark: number;
}

export type MatcherTables = {
  matcher_runs: MatcherRunsTable;
  matcher_matches: MatcherMatchesTable;
  matcher_ad_floors: MatcherAdFloorsTable;
  matcher_state: MatcherStateTable;
};
