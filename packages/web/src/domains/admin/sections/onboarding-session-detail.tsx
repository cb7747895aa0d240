/**
 * An onboarding session in detail (001 §3.3, §6): device, browser and system, the member's name and
 * e-mail, mode, status, duration, why it ended and the step timeline with the time spent per step.
 * The server records every opening of this view in the admin audit log.
 */
import { getSessionFacts, SessionDetailSheet, type TSessionDetailProps } from './funnel-detail.tsx';
import { labelOf, MODE_LABELS } from './funnel-labels.ts';
import { describeOnboardingStep } from './funnel-timeline.ts';

export function OnboardingSessionDetail(props: TSessionDetailProps) {
  return (
    <SessionDetailSheet
      {...props}
      funnel="onboarding"
      title="Onboarding-Session"
      timeline={(detail) => detail.steps.map(describeOnboardingStep)}
      facts={(detail) => [
        {
          title: 'Person',
          facts: detail.user
            ? [
                { label: 'Name', value: detail.user.name },
                { label: 'E-Mail', value: detail.user.email, isWide: true },
              ]
            : [{ label: 'Mitglied', value: 'Keinem Mitglied zugeordnet', isWide: true }],
        },
        {
          title: 'Session',
          facts: getSessionFacts(detail, [
            { label: 'Modus', value: labelOf(MODE_LABELS, detail.mode) },
            { label: 'Schritte', value: `${detail.steps_completed} von ${detail.total_steps}` },
          ]),
        },
      ]}
    />
  );
}
