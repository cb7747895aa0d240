/**
 * Monthly figures for the transparency report (DSA Art. 15, 24; docs/moderation.md): reports by
 * reason, the median time from report to decision, actions taken, appeals and their outcome, for
 * one Berlin month. Each figure is an index range on its time column.
 */
import type { Kysely } from 'kysely';
import {
  berlinMonthRange,
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TFigures,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { renderCsvBlocks } from '../../platform/csv.ts';

const HOUR = 60 * 60_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function getMonthlyFigures(db: Kysely<DB>, month: string): Promise<TFigures> {
  const [from, to] = berlinMonthRange(month);
  const [reasons, decided, actions, appeals] = await Promise.all([
    db
      .selectFrom('moderation_reports')
      .select((eb) => ['reason', eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('reason')
      .execute(),
    db
      .selectFrom('moderation_reports')
      .select(['created_at', 'decided_at'])
      .where('decided_at', '>=', from)
      .where('decided_at', '<', to)
      .execute(),
    db
      .selectFrom('moderation_decisions')
      .select((eb) => ['action', eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('action')
      .execute(),
    db
      .selectFrom('moderation_decisions')
      .select((eb) => ['appeal_status', eb.fn.countAll<number>().as('n')])
      .where('appeal_at', '>=', from)
      .where('appeal_at', '<', to)
      .groupBy('appeal_status')
      .execute(),
  ]);
  const countOf = <T extends { n: number | string }>(rows: T[], pick: (row: T) => boolean) =>
    rows.filter(pick).reduce((sum, row) => sum + Number(row.n), 0);
  const hours = median(decided.map((r) => (r.decided_at! - r.created_at) / HOUR));
  return {
    month,
    reportsReceived: countOf(reasons, () => true),
    reportsByReason: REPORT_REASONS.map((reason) => ({
      reason,
      count: countOf(reasons, (r) => r.reason === reason),
    })),
    decisions: countOf(actions, () => true),
    medianHoursToDecision: hours === null ? null : Math.round(hours * 10) / 10,
    actions: MODERATION_ACTIONS.map((action) => ({
      action,
      count: countOf(actions, (r) => r.action === action),
    })),
    appeals: {
      received: countOf(appeals, () => true),
      pending: countOf(appeals, (r) => r.appeal_status === 'pending'),
      granted: countOf(appeals, (r) => r.appeal_status === 'granted'),
      rejected: countOf(appeals, (r) => r.appeal_status === 'rejected'),
    },
  };
}

export function figuresCsv(figures: TFigures): string {
  return renderCsvBlocks([
    [
      ['Monat', 'Meldungen', 'Entscheidungen', 'Median Stunden bis zur Entscheidung'],
      [figures.month, figures.reportsReceived, figures.decisions, figures.medianHoursToDecision],
    ],
    [
      ['Grund', 'Meldungen'],
      ...figures.reportsByReason.map((r) => [REPORT_REASON_LABELS[r.reason], r.count]),
    ],
    [['Maßnahme', 'Anzahl'], ...figures.actions.map((a) => [MODERATION_ACTION_LABELS[a.action], a.count])],
    [
      ['Widersprüche', 'offen', 'stattgegeben', 'zurückgewiesen'],
      [figures.appeals.received, figures.appeals.pending, figures.appeals.granted, figures.appeals.rejected],
    ],
  ]);
}
