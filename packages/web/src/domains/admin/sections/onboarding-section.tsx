/**
 * Onboarding-Analyse (001 §2.4): the wizard's funnel of the chosen period on phones and desktops:
 * tiles, completions per week, devices and modes, where sessions end, the selection distribution and
 * every session with its timeline (FunnelSection).
 */
import type { TOnboardingDashboard } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import { MODE_LABELS } from './funnel-labels.ts';
import { FunnelAccordion } from './funnel-parts.tsx';
import { FunnelSection, type TFunnelPage } from './funnel-section.tsx';
import { OnboardingSelections } from './onboarding-selections.tsx';
import { OnboardingSessionDetail } from './onboarding-session-detail.tsx';

const ONBOARDING: TFunnelPage<'onboarding', TOnboardingDashboard['weeklyCompletionData'][number]> = {
  funnel: 'onboarding',
  subtitle: 'Wie neue Mitglieder durch den Profil-Assistenten kommen und wo sie aussteigen.',
  csvPath: ADMIN_PATHS.onboardingDashboard,
  failedMessage: ADMIN_MESSAGES.onboardingFailed,
  hasErrorTile: true,
  chartTitle: 'Abschlüsse pro Woche',
  weeks: (dashboard) => dashboard.weeklyCompletionData,
  extraSeries: {
    key: 'completed_with_phone',
    label: 'Abgeschlossen mit Telefonnummer',
    value: (week) => week.completed_with_phone,
  },
  breakdown: {
    id: 'onboarding-modes',
    title: 'Session-Modus',
    kind: 'mode',
    labels: MODE_LABELS,
    field: 'mode',
    label: 'Modus',
    columnWidth: 150,
    of: (session) => session.mode,
    counts: (dashboard) => dashboard.modeBreakdown,
  },
  steps: {
    column: {
      field: 'steps_completed',
      headerName: 'Schritte',
      width: 100,
      sortable: false,
      valueGetter: (_value, row) => `${row.steps_completed} von ${row.total_steps}`,
    },
    describe: (session) => `${session.steps_completed} von ${session.total_steps} Schritten`,
  },
  extra: (isPhone) => (
    <FunnelAccordion id="onboarding-selections" title="Auswahl-Verteilung">
      <OnboardingSelections isPhone={isPhone} />
    </FunnelAccordion>
  ),
  Detail: OnboardingSessionDetail,
};

export default function OnboardingSection() {
  return <FunnelSection page={ONBOARDING} />;
}
