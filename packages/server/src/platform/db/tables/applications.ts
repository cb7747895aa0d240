/** Table types of the applications domain (migration 0023, docs/applications.md). `DB` in ../schema.ts extends `ApplicationsTables`. */
import type { Generated } from 'kysely';
export type TApplicationStatusValue =
  'received' | 'seen' | 'interview' | 'offer' | 'hired' | 'rejected' | 'withdrawn';

export interface JobApplicationsTable {
  id: Generated<number>;
  job_ad_id: number;
  company_id: number;
  user_id: number;
  status: TApplicationStatusValue;
  message: string | null;
  /** JSON snapshot of the profile as sent. */
  profile: string;
  reject_reason: string | null;
  decided_at: number | null;
  talent_pool_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface JobApplicationStepsTable {
  id: Generated<number>;
  application_id: number;
  status: TApplicationStatusValue;
  created_at: number;
}

export interface JobApplicationFilesTable {
  id: Generated<number>;
  application_id: number;
  file_name: string;
  stored_name: string;
  size: number;
  created_at: number;
}

export interface JobApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  author_id: number | null;
  text: string;
  created_at: number;
}

export interface JobApplicationReadsTable {
  id: Generated<number>;
  application_id: number;
  reader_id: number | null;
  what: 'application' | 'file' | 'export';
  created_at: number;
}

export type ApplicationsTables = {
  job_applications: JobApplicationsTable;
  job_application_steps: JobApplicationStepsTable;
  job_application_files: JobApplicationFilesTable;
  job_application_notes: JobApplicationNotesTable;
  job_application_reads: JobApplicationReadsTable;
};
