/**
 * The wizard's funnel analytics (001 §4.2, §7.2, §9): one session per opening. Events wait for
 * the session's uuid; every call is fire and forget and a failure is only logged. Masked fields
 * (plz, phone, names, e-mail) never carry their value.
 */
import {
  maskOnboardingEventData,
  type TOnboardingEventData,
  type TOnboardingEventType,
} from '@pflegepuls/shared/onboarding/analytics';
import type { TWizardMode, TWizardStepId } from '@pflegepuls/shared/onboarding/steps';
import {
  abandonOnboardingSession,
  completeOnboardingSession,
  sendOnboardingEvent,
  startOnboardingSession,
} from './api.ts';

export type TOnboardingAnalytics = {
  start(mode: TWizardMode, totalSteps: number): void;
  track(stepId: TWizardStepId, eventType: TOnboardingEventType, data?: TOnboardingEventData): void;
  /** field_changed with the value's shape; the value itself only for unmasked fields. */
  trackFieldChange(stepId: TWizardStepId, fieldId: string, value: unknown): void;
  complete(): void;
  abandon(lastStepId: TWizardStepId | null, reason: string): void;
};

function logFailure(what: string, error: unknown) {
  console.warn(`[onboarding-analytics] ${what} fehlgeschlagen`, error);
}

function describeValue(value: unknown): TOnboardingEventData {
  const isArray = Array.isArray(value);
  const valueType = isArray ? 'array' : value === null ? 'null' : typeof value;
  const hasValue =
    value !== undefined &&
    value !== null &&
    value !== '' &&
    value !== false &&
    !(isArray && value.length === 0);
  const data: TOnboardingEventData = {
    has_value: hasValue,
    value_type: (['string', 'number', 'boolean', 'array', 'object', 'null', 'undefined'].includes(valueType)
      ? valueType
      : 'object') as TOnboardingEventData['value_type'],
    is_array: isArray,
  };
  if (typeof value === 'string') data.selected_value = value.slice(0, 200);
  else if (typeof value === 'number' || typeof value === 'boolean') data.selected_value = value;
  else if (isArray) data.selected_value = value.slice(0, 50).map((item) => String(item).slice(0, 200));
  return data;
}

/** A fresh analytics client; `start` begins its one session. */
export function createOnboardingAnalytics(): TOnboardingAnalytics {
  let session: Promise<string | null> | null = null;

  const withSession = (what: string, send: (uuid: string) => Promise<unknown>) => {
    const current = session;
    if (!current) return;
    void current.then((uuid) => (uuid ? send(uuid).catch((error) => logFailure(what, error)) : undefined));
  };

  return {
    start(mode, totalSteps) {
      if (session) return;
      session = startOnboardingSession(mode, totalSteps).catch((error: unknown) => {
        logFailure('Sitzungsstart', error);
        return null;
      });
    },
    track(stepId, eventType, data = {}) {
      withSession(eventType, (uuid) =>
        sendOnboardingEvent(uuid, stepId, eventType, maskOnboardingEventData(data)),
      );
    },
    trackFieldChange(stepId, fieldId, value) {
      this.track(stepId, 'field_changed', { field_id: fieldId, ...describeValue(value) });
    },
    complete() {
      withSession('Abschluss', completeOnboardingSession);
      session = null;
    },
    abandon(lastStepId, reason) {
      withSession('Abbruch', (uuid) => abandonOnboardingSession(uuid, lastStepId, reason));
      session = null;
    },
  };
}
