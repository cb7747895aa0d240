/** Table types of the analytics domain: registration and onboarding funnels. `DB` in ../schema.ts extends `AnalyticsTables`. */
import type { Generated } from 'kysely';

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

export type AnalyticsTables = {
  registration_sessions: RegistrationSessionsTable;
  registration_events: RegistrationEventsTable;
  onboarding_sessions: OnboardingSessionsTable;
  onboarding_events: OnboardingEventsTable;
};
