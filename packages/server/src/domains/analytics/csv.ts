/**
 * The funnels' statistics as CSV downloads (the format is platform/csv.ts's): German headers, one
 * block per table.
 */
import {
  getOptionLabel,
  type TFieldSelections,
  type TOnboardingDashboard,
  type TRegistrationDashboard,
} from '@pflegepuls/shared';
import { renderCsvBlocks, type TCsvCell } from '../../platform/csv.ts';
import { SELECTION_FIELDS } from './funnel-figures.ts';

const DEVICE_LABELS = { mobile: 'Smartphone', desktop: 'Desktop', tablet: 'Tablet' } as const;
const MODE_LABELS = {
  standard: 'Standard',
  editMode: 'Profil bearbeiten',
  oldUser: 'Bestandsmitglied',
  phoneVerified: 'Telefon bestätigt',
  editShort: 'Kurz bearbeiten',
} as const;
const AUTH_METHOD_LABELS = {
  email: 'E-Mail',
  google: 'Google',
  apple: 'Apple',
  one_time_login: 'Einmal-Login',
} as const;

type TKpis = TRegistrationDashboard['data'] & { errorSessions?: number };

function kpiBlock(data: TKpis, previous: TKpis): TCsvCell[][] {
  const rows: Array<[string, (k: TKpis) => TCsvCell]> = [
    ['Sessions gesamt', (k) => k.totalSessions],
    ['Abgeschlossen', (k) => k.completedSessions],
    ['Abgebrochen', (k) => k.abandonedSessions],
    ...(data.errorSessions === undefined
      ? []
      : [['Sessions mit Fehlern', (k: TKpis) => k.errorSessions ?? 0] as [string, (k: TKpis) => TCsvCell]]),
    ['Conversion-Rate (%)', (k) => k.conversionRate],
    ['Ø Dauer bis zum Abschluss (Sekunden)', (k) => k.avgCompletionTimeSeconds],
    ['Ø Schritte pro Session', (k) => k.avgStepsPerSession],
    ['Häufigster Abbruch-Schritt', (k) => k.mostCommonDropOffStep],
  ];
  return [
    ['Kennzahl', 'Zeitraum', 'Vorperiode'],
    ...rows.map(([label, get]) => [label, get(data), get(previous)]),
  ];
}

function breakdownBlock<K extends string>(
  title: string,
  labels: Record<K, string>,
  counts: Record<K, number>,
): TCsvCell[][] {
  return [[title, 'Sessions'], ...(Object.keys(labels) as K[]).map((key) => [labels[key], counts[key]])];
}

function dropOffBlock(steps: TOnboardingDashboard['topDropOffSteps']): TCsvCell[][] {
  return [
    ['Abbruch-Schritt', 'Abbrüche', 'Anteil an allen Abbrüchen (%)'],
    ...steps.map((s) => [s.stepId, s.abandonmentCount, s.abandonmentRate]),
  ];
}

/** The onboarding dashboard as CSV. */
export function onboardingCsv(answer: TOnboardingDashboard): string {
  return renderCsvBlocks([
    kpiBlock(answer.data, answer.previous),
    [
      ['Status', 'Sessions'],
      ['Abgeschlossen', answer.completionStatusBreakdown.completed],
      ['Abgebrochen', answer.completionStatusBreakdown.abandoned],
      ['Abgeschlossen mit Telefonnummer', answer.completionStatusBreakdown.completedWithPhone],
    ],
    breakdownBlock('Gerät', DEVICE_LABELS, answer.deviceBreakdown),
    breakdownBlock('Modus', MODE_LABELS, answer.modeBreakdown),
    [
      ['Woche', 'Beginn', 'Ende', 'Abgeschlossen', 'Abgebrochen', 'Abgeschlossen mit Telefonnummer'],
      ...answer.weeklyCompletionData.map((w) => [
        w.period,
        w.startDate,
        w.endDate,
        w.completed,
        w.abandoned,
        w.completed_with_phone,
      ]),
    ],
    dropOffBlock(answer.topDropOffSteps),
  ]);
}

/** The registration dashboard as CSV. */
export function registrationCsv(answer: TRegistrationDashboard): string {
  return renderCsvBlocks([
    kpiBlock(answer.data, answer.previous),
    [
      ['Status', 'Sessions'],
      ['Abgeschlossen', answer.completionStatusBreakdown.completed],
      ['Abgebrochen', answer.completionStatusBreakdown.abandoned],
    ],
    breakdownBlock('Gerät', DEVICE_LABELS, answer.deviceBreakdown),
    breakdownBlock('Anmeldeart', AUTH_METHOD_LABELS, answer.authMethodBreakdown),
    [
      ['Woche', 'Beginn', 'Ende', 'Abgeschlossen', 'Abgebrochen'],
      ...answer.timeSeriesData.map((w) => [w.period, w.startDate, w.endDate, w.completed, w.abandoned]),
    ],
    dropOffBlock(answer.topDropOffSteps),
  ]);
}

const FIELD_LABELS: Record<string, string> = {
  education: 'Ausbildung',
  gender: 'Geschlecht',
  hasTraining: 'Weiterbildung vorhanden',
  experience: 'Berufserfahrung',
  training: 'Weiterbildungen',
  workAreas: 'Arbeitsbereiche',
  jobOffers: 'Job-Angebote',
};

/** The onboarding choices as CSV, with the options' German labels. */
export function selectionsCsv(answer: TFieldSelections): string {
  const options = new Map(SELECTION_FIELDS.map((field) => [field.id, field.options]));
  return renderCsvBlocks([
    [
      ['Feld', 'Auswahl', 'Anzahl', 'Anteil (%)'],
      ...answer.data.flatMap((field) =>
        field.options.map((o) => [
          FIELD_LABELS[field.field_id] ?? field.field_id,
          getOptionLabel(options.get(field.field_id) ?? [], o.value),
          o.count,
          o.percentage,
        ]),
      ),
    ],
  ]);
}
