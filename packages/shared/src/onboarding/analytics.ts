/** Onboarding: Onboarding analytics (4.2, 4.3, 7.2, 9). */
import { z } from '../zod.ts';
import { WIZARD_MODES, WIZARD_STEP_IDS } from './steps.ts';

export const ONBOARDING_EVENT_TYPES = [
  'step_entered',
  'step_completed',
  'step_back_navigation',
  'step_validation_error',
  'step_skipped',
  'field_changed',
] as const;
export type TOnboardingEventType = (typeof ONBOARDING_EVENT_TYPES)[number];

const ZFieldId = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** The event_data an onboarding event may carry; anything else is rejected. */
export const ZOnboardingEventData = z
  .object({
    time_spent_seconds: z.number().min(0).max(86_400).optional(),
    field_id: ZFieldId.optional(),
    has_value: z.boolean().optional(),
    value_type: z.enum(['string', 'number', 'boolean', 'array', 'object', 'null', 'undefined']).optional(),
    is_array: z.boolean().optional(),
    selected_value: z
      .union([z.string().max(200), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(50)])
      .optional(),
    error_message: z.string().max(500).optional(),
  })
  .strict();
export type TOnboardingEventData = z.infer<typeof ZOnboardingEventData>;

export const ZOnboardingSessionStart = z.object({
  mode: z.enum(WIZARD_MODES),
  total_steps: z.number().int().min(1).max(WIZARD_STEP_IDS.length),
  user_agent: z.string().max(1000).optional(),
});

export const ZOnboardingEvent = z.object({
  session_uuid: z.uuid(),
  step_id: z.enum(WIZARD_STEP_IDS),
  event_type: z.enum(ONBOARDING_EVENT_TYPES),
  event_data: ZOnboardingEventData.default({}),
});
export type TOnboardingEvent = z.infer<typeof ZOnboardingEvent>;

export const ZOnboardingSessionComplete = z.object({ session_uuid: z.uuid() });

export const ZOnboardingSessionAbandon = z.object({
  session_uuid: z.uuid(),
  last_step_id: z.enum(WIZARD_STEP_IDS).nullable().optional(),
  reason: z.string().max(200).optional(),
});

/** Fields whose value onboarding events never carry (9): postal code, phone, names and e-mail. */
export function isOnboardingMaskedField(fieldId: string | undefined): boolean {
  return !!fieldId && /plz|postal|phone|telefon|mail|name/i.test(fieldId);
}

/** Drops selected_value of a masked field; has_value and value_type stay. */
export function maskOnboardingEventData(data: TOnboardingEventData): TOnboardingEventData {
  if (!isOnboardingMaskedField(data.field_id) || !('selected_value' in data)) return data;
  const { selected_value: _dropped, ...rest } = data;
  return rest;
}
