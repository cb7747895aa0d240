import type { Generated } from 'kysely';
import type { FeedTables } from './tables/feed.ts';
import type { NetworkTables } from './tables/network.ts';
import type { NotificationsTables } from './tables/notifications.ts';
import type { ShellTables } from './tables/shell.ts';
import type { SponsoredTables } from './tables/sponsored.ts';
import type { UsersTables } from './tables/users.ts';

/**
 * Table types for Kysely. Conventions that hold on both dialects:
 * - timestamps are epoch milliseconds in BIGINT columns (`*_at`);
 * - flags are INTEGER 0/1 (`is_*`), turned into booleans by presenters;
 * - ids are 64-bit integers, read back as JS numbers.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  user_name: string;
  current_position: string | null;
  summary: string | null;
  is_admin: Generated<number>;
  is_urocampus_member: Generated<number>;
  is_team: Generated<number>;
  is_bot: Generated<number>;
  plz: string | null;
  country: string | null;
  location_city: string | null;
  location_state: string | null;
  latitude: number | null;
  longitude: number | null;
  terms_accepted_at: number | null;
  password_changed_at: number | null;
  /** Apple's `sub` for members who signed in with Apple (0004). */
  apple_sub: string | null;
  /** Path under /uploads of the member's picture (0005); null = initials. */
  profile_picture_path: string | null;
  profile_picture_updated_at: number | null;
  /** Last heartbeat, written at most once a minute per member (0005). */
  last_seen_at: number | null;
  /** The member hides their online dot from others (0005). */
  hide_online_status: Generated<number>;
  /** Accepted connections, kept by the network domain (0005). */
  connections_count: Generated<number>;
  /** "Startbereich": the closed area the app opens on (0005); null = general community. */
  primary_closed_area_id: number | null;
  go_to_area_after_login: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  is_persistent: number;
  user_agent: string | null;
  ip: string | null;
}

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

export type TTokenPurpose = 'password_reset' | 'one_time_login';

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TTokenPurpose;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
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

export type TFunnelStatus = 'in_progress' | 'completed' | 'abandoned';

export interface RegistrationSessionsTable {
  id: Generated<number>;
  uuid: string;
  status: TFunnelStatus;
  auth_method: string;
  user_agent: string | null;
  referrer: string | null;
  device_type: 'mobile' | 'desktop' | 'tablet';
  browser: string | null;
  os: string | null;
  user_id: number | null;
  abandonment_reason: string | null;
  started_at: number;
  ended_at: number | null;
}

export interface RegistrationEventsTable {
  id: Generated<number>;
  session_id: number;
  event_type: string;
  /** JSON of the masked event_data. */
  event_data: string;
  occurred_at: number;
}

/** The member's wizard answers (001 §3.2); lists are JSON arrays of option values in TEXT columns. */
export interface UserOnboardingTable {
  user_id: number;
  gender: 'female' | 'male' | 'other' | null;
  /** ISO date YYYY-MM-DD. */
  birth_date: string | null;
  education: string | null;
  detailed_education: string | null;
  studium: string | null;
  trainings: string | null;
  years_of_experience: number | null;
  how_did_you_hear: string | null;
  wants_job_offers: number | null;
  phone: string | null;
  /** The verified talent phone (verification is a later issue); its presence selects phoneVerified. */
  talent_phone: string | null;
  talent_phone_verified_at: number | null;
  commute_distance: string | null;
  work_areas: string | null;
  work_areas_hospital: string | null;
  has_driver_license: number | null;
  work_area_stationary: string | null;
  work_areas_detailed: string | null;
  /** First completion of the wizard; later submissions only move updated_at. */
  completed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Terms acceptances of closed areas (Urocampus is closed area 1). */
export interface ClosedAreaMembershipsTable {
  id: Generated<number>;
  closed_area_id: number;
  user_id: number;
  accepted_terms_version: string;
  accepted_at: number;
  created_at: number;
}

export interface OnboardingSessionsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  status: TFunnelStatus;
  mode: string;
  total_steps: number;
  /** Distinct steps with a step_completed event. */
  steps_completed: Generated<number>;
  last_step_id: string | null;
  user_agent: string | null;
  device_type: 'mobile' | 'desktop' | 'tablet';
  browser: string | null;
  os: string | null;
  abandonment_reason: string | null;
  /** Completed with a phone number on file (the dashboard's completedWithPhone). */
  is_completed_with_phone: Generated<number>;
  started_at: number;
  last_event_at: number | null;
  ended_at: number | null;
}

export interface OnboardingEventsTable {
  id: Generated<number>;
  session_id: number;
  step_id: string;
  event_type: string;
  field_id: string | null;
  /** JSON of the masked event_data. */
  event_data: string;
  occurred_at: number;
}

/** Every table; each domain's tables live in `tables/<domain>.ts`. */
export interface DB
  extends UsersTables, ShellTables, FeedTables, NetworkTables, NotificationsTables, SponsoredTables {
  users: UsersTable;
  sessions: SessionsTable;
  postal_codes: PostalCodesTable;
  auth_tokens: AuthTokensTable;
  mail_outbox: MailOutboxTable;
  background_jobs: BackgroundJobsTable;
  registration_sessions: RegistrationSessionsTable;
  registration_events: RegistrationEventsTable;
  user_onboarding: UserOnboardingTable;
  closed_area_memberships: ClosedAreaMembershipsTable;
  onboarding_sessions: OnboardingSessionsTable;
  onboarding_events: OnboardingEventsTable;
}
