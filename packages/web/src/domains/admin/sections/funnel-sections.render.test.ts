/**
 * The funnel pages rendered by React on the server side (no DOM here) from answers that pass the
 * shared schemas: what an admin reads on the desktop layout, and that a failing dashboard leaves the
 * selection distribution and the session list in place (001 §8.3).
 */
import { ThemeProvider } from '@mui/material/styles';
import { ZOnboardingDashboard, ZRegistrationDashboard } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../platform/router.tsx';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../../app/theme.ts';
import { ApiError } from '../../../platform/http.ts';
import { funnelQueryKeys, type TFunnel } from './funnels-api.ts';
import OnboardingSection from './onboarding-section.tsx';
import RegistrationSection from './registration-section.tsx';

const PERIOD = { period: 'lastMonth' as const };
const WEEKS = [
  { period: '2026-W47', startDate: '2026-11-16', endDate: '2026-11-22' },
  { period: '2026-W48', startDate: '2026-11-23', endDate: '2026-11-29' },
];
const INFO = { success: true, period: 'lastMonth', from: '2026-10-30', to: '2026-11-27' } as const;
const KPIS = {
  totalSessions: 1234,
  completedSessions: 812,
  abandonedSessions: 398,
  errorSessions: 57,
  conversionRate: 65.8023,
  avgCompletionTimeSeconds: 245.4,
  avgStepsPerSession: 9.33,
  mostCommonDropOffStep: 'personalInfo',
};

const ONBOARDING = ZOnboardingDashboard.parse({
  ...INFO,
  fallback: true,
  data: KPIS,
  previous: { ...KPIS, totalSessions: 1100, mostCommonDropOffStep: 'phone' },
  deviceBreakdown: { mobile: 900, desktop: 0, tablet: 334 },
  modeBreakdown: { standard: 800, editMode: 200, oldUser: 0, phoneVerified: 234, editShort: 0 },
  completionStatusBreakdown: { completed: 812, abandoned: 398, completedWithPhone: 500 },
  weeklyCompletionData: WEEKS.map((week) => ({
    ...week,
    completed: 40,
    abandoned: 20,
    completed_with_phone: 25,
  })),
  topDropOffSteps: [{ stepId: 'personalInfo', abandonmentCount: 120, abandonmentRate: 30.15 }],
});

const REGISTRATION = ZRegistrationDashboard.parse({
  ...INFO,
  fallback: false,
  data: { ...KPIS, mostCommonDropOffStep: 'email' },
  previous: { ...KPIS, mostCommonDropOffStep: 'landing' },
  deviceBreakdown: { mobile: 900, desktop: 300, tablet: 0 },
  authMethodBreakdown: { email: 700, google: 0, apple: 120, one_time_login: 50 },
  completionStatusBreakdown: { completed: 812, abandoned: 398 },
  timeSeriesData: WEEKS.map((week) => ({ ...week, completed: 40, abandoned: 20 })),
  topDropOffSteps: [{ stepId: 'social_login', abandonmentCount: 200, abandonmentRate: 50.3 }],
});

/** A client that keeps a failed query failed while the page renders (no retry on this mount). */
function createClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
}

/** The text a reader sees on `Section`, without markup. */
function render(Section: ComponentType, client: QueryClient) {
  const html = renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: ['/admin-dashboard/x?period=lastMonth'] },
      createElement(
        QueryClientProvider,
        { client },
        createElement(ThemeProvider, { theme: createAppTheme('dark') }, createElement(Section)),
      ),
    ),
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

function withDashboard(funnel: TFunnel, answer: unknown) {
  const client = createClient();
  client.setQueryData(funnelQueryKeys.dashboard(funnel, PERIOD), answer);
  return client;
}

async function withFailedDashboard(funnel: TFunnel) {
  const client = createClient();
  await client.prefetchQuery({
    queryKey: funnelQueryKeys.dashboard(funnel, PERIOD),
    queryFn: () => Promise.reject(new ApiError(500, 'kaputt')),
  });
  return client;
}

describe('Onboarding-Analyse', () => {
  it('shows the tiles with German figures, the fallback notice, the panels and both accordions', () => {
    const text = render(OnboardingSection, withDashboard('onboarding', ONBOARDING));
    expect(text).toContain(ADMIN_MESSAGES.customFallback);
    for (const expected of [
      'Sessions gesamt 1.234',
      'Abgeschlossen 812',
      'Abgebrochen 398',
      'Mit Fehlern 57',
      'Konversionsrate 65,8 %',
      'Ø Dauer 4:05 min',
      'Ø Schritte 9,3',
      'Häufigster Abbruchschritt Persönliche Angaben Vorher: Telefonnummer',
      'Abschlüsse pro Woche',
      'Geräte',
      'Session-Modus',
      'Häufigste Abbruchschritte',
      'Auswahl-Verteilung',
      'Alle Sessions',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(ADMIN_MESSAGES.onboardingFailed);
  });

  it('says the analysis failed and keeps the selection distribution and the sessions', async () => {
    const text = render(OnboardingSection, await withFailedDashboard('onboarding'));
    expect(text).toContain(ADMIN_MESSAGES.onboardingFailed);
    expect(text).toContain('Erneut versuchen');
    expect(text).toContain('Auswahl-Verteilung');
    expect(text).toContain('Alle Sessions');
    expect(text).not.toContain('Sessions gesamt');
  });
});

describe('Registrierungs-Analyse', () => {
  it('has the auth-method pie and no error tile or selection distribution', () => {
    const text = render(RegistrationSection, withDashboard('registration', REGISTRATION));
    for (const expected of [
      'Sessions gesamt 1.234',
      'Konversionsrate 65,8 %',
      'Häufigster Abbruchschritt E-Mail Vorher: Startseite',
      'Registrierungen pro Woche',
      'Anmeldeart',
      'Alle Sessions',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Mit Fehlern');
    expect(text).not.toContain('Auswahl-Verteilung');
    expect(text).not.toContain(ADMIN_MESSAGES.customFallback);
  });

  it('says the analysis failed and keeps the sessions', async () => {
    const text = render(RegistrationSection, await withFailedDashboard('registration'));
    expect(text).toContain(ADMIN_MESSAGES.registrationFailed);
    expect(text).toContain('Alle Sessions');
  });
});
