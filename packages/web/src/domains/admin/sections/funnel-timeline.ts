/**
 * The session timelines' entries (001 §3.3, §4.3): each onboarding or registration event as a German
 * line of what happened, where, the details its event_data carries and when.
 */
import type { TOnboardingSessionDetail, TRegistrationSessionDetail } from '@pflegepuls/shared/admin';
import { formatDurationWords, formatTime } from './funnel-format.ts';
import {
  AUTH_METHOD_LABELS,
  AUTH_MODE_LABELS,
  FIELD_LABELS,
  labelOf,
  ONBOARDING_EVENT_LABELS,
  optionLabel,
  REGISTRATION_EVENT_LABELS,
  STEP_LABELS,
} from './funnel-labels.ts';

export type TTimelineEntry = {
  key: string | number;
  /** What happened ("Schritt abgeschlossen"). */
  title: string;
  /** Where, e.g. the step ("Ausbildung"). */
  context?: string;
  /** Further details in one line each ("Verweildauer: 12 Sek."). */
  details: readonly string[];
  /** When: the time of day or the time since the start. */
  when: string;
};

/** The values of a recorded choice: a list as JSON or separated by commas, or a single value. */
export function splitSelectedValue(value: string): string[] {
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON after all: read it as text below.
    }
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The timeline entry of one onboarding event. */
export function describeOnboardingStep(step: TOnboardingSessionDetail['steps'][number]): TTimelineEntry {
  const data = step.event_data;
  const details: string[] = [];
  if (data.time_spent_seconds !== undefined)
    details.push(`Verweildauer: ${formatDurationWords(data.time_spent_seconds)}`);
  if (data.field_id) details.push(`Feld: ${labelOf(FIELD_LABELS, data.field_id)}`);
  if (data.selected_value !== undefined && data.selected_value !== '')
    details.push(
      `Auswahl: ${splitSelectedValue(data.selected_value)
        .map((value) => optionLabel(data.field_id ?? step.step_id, value))
        .join(', ')}`,
    );
  return {
    key: step.id,
    title: labelOf(ONBOARDING_EVENT_LABELS, step.event_type),
    context: labelOf(STEP_LABELS, step.step_id),
    details,
    when: formatTime(step.created_at),
  };
}

type TEvent = TRegistrationSessionDetail['events'][number];

/** The timeline entry of one registration event; event_data keys the spec names get German lines. */
export function describeRegistrationEvent(event: TEvent): TTimelineEntry {
  const data = event.event_data;
  const text = (key: string) => (data[key] === undefined ? undefined : String(data[key]));
  const details: string[] = [];
  const from = text('from_mode');
  const to = text('to_mode');
  if (from || to) details.push(`Von ${labelOf(AUTH_MODE_LABELS, from)} zu ${labelOf(AUTH_MODE_LABELS, to)}`);
  const provider = text('provider');
  if (provider) details.push(`Anbieter: ${labelOf(AUTH_METHOD_LABELS, provider)}`);
  const field = text('field_id');
  if (field) details.push(`Feld: ${labelOf(FIELD_LABELS, field)}`);
  const mode = text('mode');
  if (mode) details.push(`Modus: ${labelOf(AUTH_MODE_LABELS, mode)}`);
  const value = text('selected_value');
  if (value) details.push(`Eingabe: ${value}`);
  const length = text('string_length');
  if (length !== undefined) details.push(`Länge: ${length} Zeichen`);
  const error = text('error_message');
  if (error) details.push(`Meldung: ${error}`);
  return {
    key: event.id,
    title: labelOf(REGISTRATION_EVENT_LABELS, event.event_type),
    details,
    when: `nach ${formatDurationWords(event.time_since_start_seconds)}`,
  };
}
