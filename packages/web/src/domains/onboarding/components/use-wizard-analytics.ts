import type { TWizardMode, TWizardStepId } from '@pflegepuls/shared';
import { useEffect, useMemo, useRef } from 'react';
import { createOnboardingAnalytics } from '../onboarding-analytics.ts';

type TWizardAnalyticsOptions = {
  /** The step shown, once the flow has started. */
  stepId: TWizardStepId | undefined;
  isOpen: boolean;
};

/**
 * The wizard's one analytics session (001 §7.2): records every step entered by itself and offers
 * the other events by name; `step_completed` carries the seconds spent on the step.
 */
export function useWizardAnalytics({ stepId, isOpen }: TWizardAnalyticsOptions) {
  const analytics = useMemo(() => createOnboardingAnalytics(), []);
  // Set when a step is entered (the effect below), before anything reads it.
  const enteredAtRef = useRef(0);

  useEffect(() => {
    if (!stepId || !isOpen) return;
    enteredAtRef.current = Date.now();
    analytics.track(stepId, 'step_entered');
  }, [stepId, isOpen, analytics]);

  return useMemo(
    () => ({
      start: (mode: TWizardMode, totalSteps: number) => analytics.start(mode, totalSteps),
      trackFieldChange: (id: TWizardStepId, fieldId: string, value: unknown) =>
        analytics.trackFieldChange(id, fieldId, value),
      trackValidationError: (id: TWizardStepId, message: string) =>
        analytics.track(id, 'step_validation_error', { error_message: message.slice(0, 500) }),
      trackCompleted: (id: TWizardStepId) =>
        analytics.track(id, 'step_completed', {
          time_spent_seconds: Math.round((Date.now() - enteredAtRef.current) / 1000),
        }),
      trackBack: (id: TWizardStepId) => analytics.track(id, 'step_back_navigation'),
      complete: () => analytics.complete(),
      abandon: (lastStepId: TWizardStepId | null, reason: string) => analytics.abandon(lastStepId, reason),
    }),
    [analytics],
  );
}
