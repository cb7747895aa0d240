import { z } from 'zod';
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

const ZShortText = z.string().max(500);

/** The event_data fields an event may carry (001 §3.3); anything else is rejected. */
export const ZRegistrationEventData = z
  .object({
    from_mode: ZShortText.optional(),
    to_mode: ZShortText.optional(),
    provider: ZShortText.optional(),
    field_id: z.string().max(64).optional(),
    mode: ZShortText.optional(),
    selected_value: ZShortText.optional(),
    string_length: z.number().int().min(0).max(100_000).optional(),
    error_message: ZShortText.optional(),
  })
  .strict();
export type TRegistrationEventData = z.infer<typeof ZRegistrationEventData>;

export const ZRegistrationSessionStart = z.object({
  auth_method: z.enum(AUTH_METHODS).default('email'),
  user_agent: z.string().max(1000).optional(),
  referrer: z.string().max(2000).optional(),
});

export const ZRegistrationEvent = z.object({
  session_uuid: z.uuid(),
  event_type: z.enum(REGISTRATION_EVENT_TYPES),
  event_data: ZRegistrationEventData.default({}),
});
export type TRegistrationEvent = z.infer<typeof ZRegistrationEvent>;

export const ZRegistrationSessionEnd = z.object({
  session_uuid: z.uuid(),
  reason: z.string().max(200).optional(),
});

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
