import type { TAdminAuditAction } from '@pflegepuls/shared';
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
  /** The funnel step of the session's latest event that has one (registrationStepOf). */
  last_step_id: Generated<string | null>;
  /** Distinct funnel steps the session's events reached. */
  steps_completed: Generated<number>;
  started_at: number;
  ended_at: number | null;
}

export interface RegistrationEventsTable {
  id: Generated<number>;
  session_id: number;
  event_type: string;
  /** JSON of the masked event_data. */
  event_data: string;
  /** The funnel step the event belongs to; null for events that move nothing (closing a dialog). */
  step_id: Generated<string | null>;
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
  /** 1 when the session had a step_validation_error (the dashboard's errorSessions). */
  has_validation_error: Generated<number>;
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

/** Each onboarding session's last value of each field (its latest field_changed; onboarding-service.ts). */
export interface OnboardingFieldValuesTable {
  session_id: number;
  field_id: string;
  /** JSON of the masked event_data of that change. */
  event_data: string;
  occurred_at: number;
}

export type TFunnel = 'onboarding' | 'registration';

/** The figures of one funnel's sessions started on one Berlin day (funnel-figures.ts). */
export interface FunnelDailyTable {
  funnel: TFunnel;
  /** YYYY-MM-DD in Europe/Berlin. */
  day: string;
  /** JSON of the day's `TFigures`. */
  figures: string;
}

/** The onboarding choices of the sessions started on one Berlin day (each session's last choice per field). */
export interface OnboardingSelectionDailyTable {
  day: string;
  /** JSON: { field: { value: count } }. */
  selections: string;
}

/** Raised by every rebuild of a funnel's rollup days (funnel-rollup.ts): readers keep sums until it changes. */
export interface FunnelRollupVersionsTable {
  funnel: TFunnel;
  version: number;
}

/** A UTC hour (epoch ms / 3,600,000) whose sessions changed since their day's rollup was built. */
export interface FunnelDirtyHoursTable {
  funnel: TFunnel;
  hour: number;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  admin_id: number;
  action: TAdminAuditAction;
  subject_type: string;
  /** The uuid of the session read. */
  subject_id: string;
  ip: string | null;
  created_at: number;
}

export type AnalyticsTables = {
  registration_sessions: RegistrationSessionsTable;
  registration_events: RegistrationEventsTable;
  onboarding_sessions: OnboardingSessionsTable;
  onboarding_events: OnboardingEventsTable;
  onboarding_field_values: OnboardingFieldValuesTable;
  funnel_daily: FunnelDailyTable;
  onboarding_selection_daily: OnboardingSelectionDailyTable;
  funnel_dirty_hours: FunnelDirtyHoursTable;
  funnel_rollup_versions: FunnelRollupVersionsTable;
  admin_audit_log: AdminAuditLogTable;
};
