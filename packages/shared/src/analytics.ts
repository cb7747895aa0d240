import { z } from './zod.ts';
import { REGISTRATION_EVENT_TYPES, AUTH_METHODS } from './analytics-events.ts';

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
