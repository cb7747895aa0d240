/**
 * The onboarding wizard's server calls (001 §7.2): the saved answers for prefilling, the postal
 * check, the submission and the funnel analytics. Query keys, fetchers and hooks of the domain.
 */
import { POSTAL_CHECK_TIMEOUT_MS, REGISTRATION_TIMEOUT_MS } from '@pflegepuls/shared/constants';
import type { TOnboardingEventData, TOnboardingEventType } from '@pflegepuls/shared/onboarding/analytics';
import type { TOnboardingProfile, TRegistrationPayload } from '@pflegepuls/shared/onboarding/payload';
import type { TPostalCodeCheckResult } from '@pflegepuls/shared/onboarding/postal-codes';
import type { TWizardMode, TWizardStepId } from '@pflegepuls/shared/onboarding/steps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../platform/http.ts';
import { userQueryKeys } from '../users/api.ts';

export const onboardingQueryKeys = {
  all: ['onboarding'] as const,
  profile: () => [...onboardingQueryKeys.all, 'profile'] as const,
};

/** A signal that aborts after `timeoutMs` or with `signal`, whichever comes first. */
function withTimeout(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The member's saved answers, talent phone and Urocampus membership (`GET /api/onboarding`). */
export function getOnboardingProfile(signal?: AbortSignal) {
  return getJson<TOnboardingProfile>('/api/onboarding', { signal });
}

/**
 * The saved answers; fetched fresh on every opening (`enabled` while the wizard is open), because
 * the edit modes prefill from them and a standard request may turn into phoneVerified.
 */
export function useOnboardingQuery(enabled: boolean) {
  return useQuery({
    queryKey: onboardingQueryKeys.profile(),
    queryFn: ({ signal }) => getOnboardingProfile(signal),
    enabled,
    staleTime: 0,
    retry: 1,
  });
}

export type TFinishRegistrationResult = { success: boolean; message: string };

/** Sends the wizard's answers (`POST /user/finish_registration`, 30 s timeout). */
export function finishRegistration(payload: TRegistrationPayload) {
  return postJson<TFinishRegistrationResult>('/user/finish_registration', payload, {
    signal: withTimeout(REGISTRATION_TIMEOUT_MS),
  });
}

/**
 * The submission as a mutation; a successful one refreshes the member and the saved answers.
 * (Job-ad and company lists join the refresh once those domains exist.)
 */
export function useFinishRegistrationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishRegistration,
    onSuccess: async (result) => {
      if (!result.success) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKeys.me() }),
        queryClient.invalidateQueries({ queryKey: onboardingQueryKeys.all }),
      ]);
    },
  });
}

/** Looks a postal code up on the server (`POST /user/validate-postal-code`, 10 s timeout). */
export function checkPostalCode(plz: string, country: string, signal?: AbortSignal) {
  return postJson<TPostalCodeCheckResult>(
    '/user/validate-postal-code',
    { plz, country },
    { signal: withTimeout(POSTAL_CHECK_TIMEOUT_MS, signal) },
  );
}

// ---- Funnel analytics (fire and forget; the analytics client catches and logs) ----

const ANALYTICS_BASE = '/api/analytics/onboarding/session';

/** Starts an analytics session for one opening of the wizard; resolves with its uuid. */
export async function startOnboardingSession(mode: TWizardMode, totalSteps: number): Promise<string> {
  const result = await postJson<{ success: boolean; session_uuid: string }>(`${ANALYTICS_BASE}/start`, {
    mode,
    total_steps: totalSteps,
    user_agent: navigator.userAgent.slice(0, 1000),
  });
  return result.session_uuid;
}

/** Records one funnel event. */
export function sendOnboardingEvent(
  sessionUuid: string,
  stepId: TWizardStepId,
  eventType: TOnboardingEventType,
  eventData: TOnboardingEventData,
) {
  return postJson<{ success: boolean }>(`${ANALYTICS_BASE}/event`, {
    session_uuid: sessionUuid,
    step_id: stepId,
    event_type: eventType,
    event_data: eventData,
  });
}

/** Marks the session completed. */
export function completeOnboardingSession(sessionUuid: string) {
  return postJson<{ success: boolean }>(
    `${ANALYTICS_BASE}/complete`,
    { session_uuid: sessionUuid },
    { keepalive: true },
  );
}

/** Marks the session abandoned at `lastStepId`. */
export function abandonOnboardingSession(
  sessionUuid: string,
  lastStepId: TWizardStepId | null,
  reason: string,
) {
  return postJson<{ success: boolean }>(
    `${ANALYTICS_BASE}/abandon`,
    { session_uuid: sessionUuid, last_step_id: lastStepId, reason },
    { keepalive: true },
  );
}
