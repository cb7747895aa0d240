/**
 * Each statistic as a CSV download (`format=csv`): the same figures as the JSON answer, one row per
 * period and calendar week, German column headers (docs/admin.md lists them).
 */
import {
  adminRange,
  getCalendarDay,
  type TAdminPeriod,
  type TAdminMomentsStats,
  type TConnectionStats,
  type TNotificationStats,
  type TUserCohorts,
  type TUserStats,
} from '@pflegepuls/shared';
import { renderCsv, type TCsvCell } from '../../platform/csv.ts';

export const ADMIN_CSV_NAMES = {
  users: 'nutzer',
  cohorts: 'kohorten',
  moments: 'moments',
  notifications: 'benachrichtigungen',
  connections: 'kontakte',
} as const;
export type TAdminCsvName = keyof typeof ADMIN_CSV_NAMES;

type TPeriodInfo = { from: string; to: string };

/** The Berlin days of the answer's window (its end is exclusive). */
function windowDays(info: TPeriodInfo): [string, string] {
  return [getCalendarDay(Date.parse(info.from)), getCalendarDay(Date.parse(info.to) - 1)];
}

const PERIOD_COLUMNS = ['Abschnitt', 'Woche', 'Beginn', 'Ende'] as const;

/** The leading cells of the period's row. */
function periodCells(label: string, info: TPeriodInfo): TCsvCell[] {
  return [label, null, ...windowDays(info)];
}

function weekCells(week: { period: string; startDate: string; endDate: string }): TCsvCell[] {
  return ['Woche', week.period, week.startDate, week.endDate];
}

export function renderUserStatsCsv(s: TUserStats): string {
  const figures = (d: TUserStats['data']): TCsvCell[] => [d.activeUsers, d.newRegistrations, d.percentage];
  return renderCsv(
    [...PERIOD_COLUMNS, 'Aktive Mitglieder', 'Neue Registrierungen', 'Anteil aktiv (%)'],
    [
      [...periodCells('Zeitraum', s), ...figures(s.data)],
      [...periodCells('Vorperiode', previousInfo(s)), ...figures(s.previous)],
      ...s.weeklyData.map((w) => [...weekCells(w), ...figures(w)]),
    ],
  );
}

export function renderUserCohortsCsv(s: TUserCohorts): string {
  const weeks = s.cohorts[0]?.weeks.length ?? 0;
  return renderCsv(
    [
      'Registrierungswoche',
      'Beginn',
      'Ende',
      'Registriert',
      ...Array.from({ length: weeks }, (_, k) => `Aktiv in Woche ${k + 1} (%)`),
    ],
    s.cohorts.map((c) => [c.period, c.startDate, c.endDate, c.size, ...c.weeks]),
  );
}

const TREND_LABELS = { up: 'steigend', down: 'fallend', flat: 'gleich' } as const;

export function renderMomentStatsCsv(s: TAdminMomentsStats, now: number): string {
  const totals = (t: TAdminMomentsStats['data']): TCsvCell[] => [
    t.totalMoments,
    t.totalReactions,
    t.totalComments,
    t.averageReactionsPerMoment,
  ];
  const blank = Array.from({ length: 9 }, () => null);
  return renderCsv(
    [
      ...PERIOD_COLUMNS,
      'Moments',
      'Reaktionen',
      'Kommentare',
      'Reaktionen pro Moment',
      'Kommentare von Mitgliedern',
      'Kommentare von Bots',
      'Kommentare vom Team',
      'Kommentierende',
      'Kommentierende Mitglieder',
      'Anteil Mitglieder (%)',
      'Anteil Bots (%)',
      'Anteil Team (%)',
      'Trend',
    ],
    [
      [...periodCells('Zeitraum', s), ...totals(s.data), ...blank],
      [...periodCells('Vorperiode', previousInfo(s)), ...totals(s.previous), ...blank],
      [...periodCells('Gesamt (52 Wochen)', fixedInfo('allTime', now)), ...totals(s.allTimeStats), ...blank],
      [...periodCells('Letzte 24 Stunden', fixedInfo('last24h', now)), ...totals(s.last24hStats), ...blank],
      ...s.weeklyData.map((w) => [
        ...weekCells(w),
        w.momentsCreated,
        w.reactionsReceived,
        w.commentsReceived,
        w.momentsCreated > 0 ? Math.round((w.reactionsReceived / w.momentsCreated) * 100) / 100 : 0,
        w.comments.regular,
        w.comments.bots,
        w.comments.team,
        w.commentators.total,
        w.commentators.regular,
        w.percentages.regular,
        w.percentages.bots,
        w.percentages.team,
        TREND_LABELS[w.trend],
      ]),
    ],
  );
}

export function renderNotificationStatsCsv(s: TNotificationStats, now: number): string {
  const counts = (c: TNotificationStats['previous']): TCsvCell[] => [
    null,
    c.total,
    c.push,
    c.seen,
    c.notSeen,
  ];
  const types = (label: string, list: TNotificationStats['data']['topMessageTypes']) =>
    list.map((t): TCsvCell[] => [label, null, ...windowDays(s), t.message_type, t.count, null, null, null]);
  return renderCsv(
    [...PERIOD_COLUMNS, 'Nachrichtentyp', 'Gesamt', 'Push', 'Gesehen', 'Nicht gesehen'],
    [
      [...periodCells('Zeitraum', s), ...counts(s.data)],
      [...periodCells('Vorperiode', previousInfo(s)), ...counts(s.previous)],
      [...periodCells('Letzte 24 Stunden', fixedInfo('last24h', now)), ...counts(s.last24h)],
      [...periodCells('Letzte Woche', fixedInfo('lastWeek', now)), ...counts(s.lastWeek)],
      [...periodCells('Letzter Monat', fixedInfo('lastMonth', now)), ...counts(s.lastMonth)],
      [...periodCells('Gesamt (52 Wochen)', fixedInfo('allTime', now)), ...counts(s.allTime)],
      ...s.weeklyData.map((w) => [...weekCells(w), ...counts(w)]),
      ...types('Häufigste Typen (allgemein)', s.data.topMessageTypes),
      ...types('Häufigste Typen (geschlossene Bereiche und Urocampus)', s.data.topMessageTypesSpecial),
    ],
  );
}

export function renderConnectionStatsCsv(s: TConnectionStats): string {
  const figures = (d: TConnectionStats['data']): TCsvCell[] => [d.newRequests, d.newConnections];
  return renderCsv(
    [...PERIOD_COLUMNS, 'Neue Anfragen', 'Neue Kontakte'],
    [
      [...periodCells('Zeitraum', s), ...figures(s.data)],
      [...periodCells('Vorperiode', previousInfo(s)), ...figures(s.previous)],
      ...s.weeklyData.map((w) => [...weekCells(w), ...figures(w)]),
    ],
  );
}

/** The window of the same length before the answer's. */
function previousInfo(info: TPeriodInfo): TPeriodInfo {
  const start = Date.parse(info.from);
  const end = Date.parse(info.to);
  return { from: new Date(start - (end - start)).toISOString(), to: info.from };
}

/** A fixed period's window as of `now` (the moments' and notifications' fixed figures). */
function fixedInfo(period: Exclude<TAdminPeriod, 'custom'>, now: number): TPeriodInfo {
  const range = adminRange(period, now);
  return { from: new Date(range.start).toISOString(), to: new Date(range.end).toISOString() };
}
