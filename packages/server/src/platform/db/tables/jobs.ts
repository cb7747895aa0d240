/** Table types of the companies and jobs domains (migration 0020). `DB` in ../schema.ts extends `JobsTables`. */
import type { Generated } from 'kysely';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased, diacritics folded (sort key and search text of the list). */
  name_sort: string;
  facility_type: string;
  size: string | null;
  about: string | null;
  /** JSON array of benefit values. */
  benefits: Generated<string>;
  logo_path: string | null;
  cover_path: string | null;
  contact_name: string | null;
  contact_position: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  is_verified: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface CompanyLocationsTable {
  id: Generated<number>;
  company_id: number;
  position: Generated<number>;
  street: string | null;
  plz: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  created_at: number;
}

export interface CompanyMembersTable {
  company_id: number;
  user_id: number;
  role: 'owner' | 'recruiter';
  created_at: number;
}

export interface JobAdsTable {
  id: Generated<number>;
  /** Public id in URLs. */
  uid: string;
  company_id: number;
  company_location_id: number;
  company_name: string;
  /** Town of the location. */
  location: string;
  plz: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  title: string;
  /** Plain text of the description (search). */
  description: string;
  description_html: string;
  work_area: string;
  work_sub_area: string | null;
  qualification: string;
  employment_type: string;
  hours_per_week: number | null;
  /** JSON array of shift-model values. */
  shift_models: string;
  pay_scale: string | null;
  pay_group: string | null;
  pay_min: number | null;
  pay_max: number | null;
  pay_currency: Generated<string>;
  driver_license_required: Generated<number>;
  start_date: string | null;
  end_date: string | null;
  benefits: Generated<string>;
  contact_name: string | null;
  contact_position: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  status: 'draft' | 'published' | 'paused' | 'filled';
  published_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SavedJobAdsTable {
  user_id: number;
  job_ad_id: number;
  created_at: number;
}

/** Discreet mode (migration 0027): whom a member hides from. */
export interface DiscreetCompaniesTable {
  user_id: number;
  company_id: number;
  created_at: number;
}

/** Saved job searches (migration 0027): a member's filters and how far alerts went. */
export interface JobSearchesTable {
  id: Generated<number>;
  user_id: number;
  filters: string;
  alerted_until: number;
  created_at: number;
}

export type JobsTables = {
  companies: CompaniesTable;
  company_locations: CompanyLocationsTable;
  company_members: CompanyMembersTable;
  job_ads: JobAdsTable;
  saved_job_ads: SavedJobAdsTable;
  discreet_companies: DiscreetCompaniesTable;
  job_searches: JobSearchesTable;
};
