/**
 * Registrierungs-Analyse (001 §2.4): the landing page's registration funnel of the chosen period on
 * phones and desktops, laid out like the onboarding page (FunnelSection) but with the auth-method pie,
 * the time series of completed and abandoned sessions and no selection distribution; no error or
 * phone counts (§3.3).
 */
import type { TRegistrationDashboard } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import { AUTH_METHOD_LABELS } from './funnel-labels.ts';
import { FunnelSection, type TFunnelPage } from './funnel-section.tsx';
import { RegistrationSessionDetail } from './registration-session-detail.tsx';

const REGISTRATION: TFunnelPage<'registration', TRegistrationDashboard['timeSeriesData'][number]> = {
  funnel: 'registration',
  subtitle: 'Wie Besucherinnen und Besucher sich registrieren und wo sie abbrechen.',
  csvPath: ADMIN_PATHS.registrationDashboard,
  failedMessage: ADMIN_MESSAGES.registrationFailed,
  chartTitle: 'Registrierungen pro Woche',
  weeks: (dashboard) => dashboard.timeSeriesData,
  breakdown: {
    id: 'registration-auth-methods',
    title: 'Anmeldeart',
    kind: 'authMethod',
    labels: AUTH_METHOD_LABELS,
    field: 'auth_method',
    label: 'Anmeldeart',
    columnWidth: 160,
    of: (session) => session.auth_method,
    counts: (dashboard) => dashboard.authMethodBreakdown,
  },
  Detail: RegistrationSessionDetail,
};

export default function RegistrationSection() {
  return <FunnelSection page={REGISTRATION} />;
}
