/** Table types of the jobs domain. `DB` in ../schema.ts extends `JobsTables`. */
import type { Generated } from 'kysely';

export interface JobAdsTable {
  id: Generated<number>;
  /** The job's id at its source (matcher sync). */
  uid: string;
  company_name: string;
  title: string;
  location: string | null;
  description: string | null;
  created_at: number;
}

export type JobsTables = {
  job_ads: JobAdsTable;
};
