/** Table types of the onboarding domain: the wizard's answers. `DB` in ../schema.ts extends `OnboardingTables`. */

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

export type OnboardingTables = {
  user_onboarding: UserOnboardingTable;
};
