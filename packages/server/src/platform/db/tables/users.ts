/** Table types of the users domain (migration 0005); `DB` in ../schema.ts extends this. */
import type { Generated } from 'kysely';

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

export interface UserDeletionsTable {
  user_id: number;
  deleted_at: number;
}

export interface UsersTables {
  user_job_experiences: UserJobExperiencesTable;
  user_educations: UserEducationsTable;
  user_languages: UserLanguagesTable;
  user_skills: UserSkillsTable;
  user_trainings: UserTrainingsTable;
  notification_preferences: NotificationPreferencesTable;
  user_deletions: UserDeletionsTable;
}
