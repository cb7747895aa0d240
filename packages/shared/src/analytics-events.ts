/** Registration analytics without zod: event types, auth modes and the masking the landing page applies. */
import type { TRegistrationEventData } from './analytics.ts';
import { ANALYTICS_MASKED_FIELDS } from './constants.ts';

/** Registration funnel event types (001 §4.1). */
export const REGISTRATION_EVENT_TYPES = [
  'page_load',
  'video_play',
  'modal_opened',
  'modal_closed',
  'eula_opened',
  'eula_closed',
  'mode_switched',
  'field_focused',
  'field_changed',
  'validation_error',
  'social_button_clicked',
  'form_submitted',
  'registration_success',
  'registration_error',
] as const;
export type TRegistrationEventType = (typeof REGISTRATION_EVENT_TYPES)[number];

export const AUTH_MODES = ['login', 'register', 'password-reset', 'one-time-login', 'new-password'] as const;
export type TAuthMode = (typeof AUTH_MODES)[number];

/** Auth modes as analytics names them (001 §4.3). */
export const ANALYTICS_AUTH_MODES = [
  'register',
  'login',
  'password_reset',
  'one_time_login',
  'new_password',
] as const;

export const AUTH_METHODS = ['email', 'google', 'apple', 'one_time_login'] as const;

/** Largest accepted analytics request body in bytes. */
export const ANALYTICS_MAX_BODY_BYTES = 4096;
/** True for fields whose value analytics must never store (password, phone, postal code, …). */
export function isMaskedField(fieldId: string | undefined): boolean {
  return !!fieldId && (ANALYTICS_MASKED_FIELDS as readonly string[]).includes(fieldId);
}

/** Removes a masked field's value, keeping only its length (001 §9). */
export function maskEventData(data: TRegistrationEventData): TRegistrationEventData {
  if (!isMaskedField(data.field_id) || data.selected_value === undefined) return data;
  const { selected_value, ...rest } = data;
  return { ...rest, string_length: rest.string_length ?? selected_value.length };
}
