/** Table types of the users domain (migration 0005); `DB` in ../schema.ts extends this. */
import type { Generated } from 'kysely';

/** A member's account and profile row. */
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

type TEntryColumns = {
  id: Generated<number>;
  user_id: number;
  /** Order within the member's section, 0 first. */
  position: number;
  created_at: number;
  updated_at: number;
};

export type UserJobExperiencesTable = TEntryColumns & {
  title: string;
  employer: string;
  location: string | null;
  /** `YYYY-MM`. */
  from_month: string;
  to_month: string | null;
  is_current: number;
  description: string | null;
};

export type UserEducationsTable = TEntryColumns & {
  institution: string;
  degree: string;
  from_month: string;
  to_month: string | null;
};

export type UserLanguagesTable = TEntryColumns & { name: string; level: string };
export type UserSkillsTable = TEntryColumns & { name: string };
export type UserTrainingsTable = TEntryColumns & { title: string; provider: string | null; year: number };

export interface NotificationPreferencesTable {
  user_id: number;
  /** One of NOTIFICATION_PREFERENCE_CATEGORIES, or 'digest'. */
  category: string;
  email: number;
  push: number;
  updated_at: number;
}

/** Quiet hours (0019): Europe/Berlin minutes since midnight; no row = off. */
export interface NotificationQuietHoursTable {
  user_id: number;
  enabled: number;
  start_minute: number;
  end_minute: number;
  updated_at: number;
}

export interface UserDeletionsTable {
  user_id: number;
  deleted_at: number;
}

export interface UsersTables {
  users: UsersTable;
  user_job_experiences: UserJobExperiencesTable;
  user_educations: UserEducationsTable;
  user_languages: UserLanguagesTable;
  user_skills: UserSkillsTable;
  user_trainings: UserTrainingsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_quiet_hours: NotificationQuietHoursTable;
  user_deletions: UserDeletionsTable;
}
