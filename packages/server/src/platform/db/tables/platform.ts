/** Table types of the platform (postal codes, mail outbox, background jobs). `DB` in ../schema.ts extends `PlatformTables`. */
import type { Generated } from 'kysely';

export interface PostalCodesTable {
  id: Generated<number>;
  country: string;
  code: string;
  place: string;
  state: string | null;
  state_code: string | null;
  province: string | null;
  community: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  /** 'smtp' when sent over SMTP_URL, 'outbox' when only stored (no SMTP configured). */
  transport: 'smtp' | 'outbox';
  attempts: Generated<number>;
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** A queued background job (platform/jobs.ts). */
export interface BackgroundJobsTable {
  id: Generated<number>;
  name: string;
  /** The job's data as JSON. */
  data: string;
  attempts: Generated<number>;
  run_at: number;
  created_at: number;
}

export type PlatformTables = {
  postal_codes: PostalCodesTable;
  mail_outbox: MailOutboxTable;
  background_jobs: BackgroundJobsTable;
};
