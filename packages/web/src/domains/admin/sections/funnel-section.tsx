/**
 * A funnel's analysis page (001 §2.4) on phones and desktops: tiles, completions per week, devices
 * and how sessions began (mode, auth method), where sessions end, the funnel's extra parts and every
 * session with its timeline. Each panel loads and fails on its own; the page stays usable. The
 * onboarding and registration pages only say what sets them apart (TFunnelPage).
 */
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { TOnboardingDashboard } from '@pflegepuls/shared/admin';
import type { ComponentType, ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useAdminPeriod } from '../period.ts';
import type { TSessionDetailProps } from './funnel-detail.tsx';
import {
  formatAverage,
  formatCount,
  formatDurationClock,
  formatPercent,
  formatSessionDuration,
  getBreakdownSlices,
  type TPieKind,
} from './funnel-format.ts';
import { DEVICE_LABELS, labelOf, STATUS_LABELS } from './funnel-labels.ts';
import {
  BreakdownPie,
  CompletionChart,
  DropOffGrid,
  FallbackNotice,
  FunnelAccordion,
  FunnelHeader,
  FunnelPanels,
  KpiTiles,
  PanelCard,
  useFunnelColors,
  type TKpi,
  type TLineSeries,
} from './funnel-parts.tsx';
import { FunnelSessions } from './funnel-sessions.tsx';
import {
  useFunnelDashboardQuery,
  type TDashboardOf,
  type TFunnel,
  type TSessionSummaryOf,
} from './funnels-api.ts';

type TKpiKey = Exclude<keyof TOnboardingDashboard['data'], 'mostCommonDropOffStep'>;

/** The tiles of 001 §2.4 in their order; Ø Dauer as "m:ss min". */
const KPI_TILES: ReadonlyArray<Omit<TKpi, 'value' | 'previous'> & { key: TKpiKey }> = [
  { key: 'totalSessions', label: 'Sessions gesamt', format: formatCount },
  { key: 'completedSessions', label: 'Abgeschlossen', format: formatCount },
  { key: 'abandonedSessions', label: 'Abgebrochen', isLowerBetter: true, format: formatCount },
  { key: 'errorSessions', label: 'Mit Fehlern', isLowerBetter: true, format: formatCount },
  { key: 'conversionRate', label: 'Konversionsrate', format: formatPercent },
  { key: 'avgCompletionTimeSeconds', label: 'Ø Dauer', isLowerBetter: true, format: formatDurationClock },
  { key: 'avgStepsPerSession', label: 'Ø Schritte', format: formatAverage },
];

type TKpiValues = Partial<Record<TKpiKey, number>>;

/** The tiles with the figures of the period and the one before; "Mit Fehlern" only where counted. */
function getKpis(data: TKpiValues | undefined, previous: TKpiValues | undefined, hasErrorTile = false) {
  return KPI_TILES.filter((tile) => hasErrorTile || tile.key !== 'errorSessions').map(
    ({ key, ...tile }): TKpi => ({ ...tile, value: data?.[key], previous: previous?.[key] }),
  );
}

type TFunnelWeek = {
  period: string;
  startDate: string;
  endDate: string;
  completed: number;
  abandoned: number;
};
type TPie = { id: string; title: string; kind: TPieKind; labels: Record<string, string> };

/** What sets one funnel's page apart from the other's; the page itself is FunnelSection. */
export type TFunnelPage<F extends TFunnel, W extends TFunnelWeek> = {
  funnel: F;
  /** What the page shows, above the tiles. */
  subtitle: string;
  csvPath: string;
  failedMessage: string;
  /** "Mit Fehlern": onboarding counts sessions with errors, registration does not (§3.3). */
  hasErrorTile?: boolean;
  chartTitle: string;
  weeks: (dashboard: TDashboardOf<F>) => readonly W[];
  /** A third line after completed and abandoned. */
  extraSeries?: Omit<TLineSeries<W>, 'color'>;
  /** The funnel's own breakdown besides devices (mode, auth method): a pie, a list filter, a column. */
  breakdown: TPie & {
    field: 'mode' | 'auth_method';
    /** The filter's and the column's name. */
    label: string;
    columnWidth: number;
    of: (session: TSessionSummaryOf<F>) => string;
    counts: (dashboard: TDashboardOf<F>) => Record<string, number>;
  };
  /** Onboarding's steps: a column after the device and a part of a phone list entry. */
  steps?: {
    column: GridColDef<TSessionSummaryOf<F>>;
    describe: (session: TSessionSummaryOf<F>) => string;
  };
  /** Parts between the panels and "Alle Sessions" (onboarding's selection distribution). */
  extra?: (isPhone: boolean) => ReactNode;
  Detail: ComponentType<TSessionDetailProps>;
};

/** A sessions column of named values (`labels`), not sortable. */
function labelColumn(field: string, headerName: string, width: number, labels: Record<string, string>) {
  return {
    field,
    headerName,
    width,
    sortable: false,
    valueFormatter: (value: string) => labelOf(labels, value),
  };
}

/** One funnel's analysis page, laid out alike for onboarding and registration. */
export function FunnelSection<F extends TFunnel, W extends TFunnelWeek>({
  page,
}: {
  page: TFunnelPage<F, W>;
}) {
  const { funnel, breakdown, steps, Detail } = page;
  const isPhone = useIsMobile();
  const { period, from, to } = useAdminPeriod();
  const dashboard = useFunnelDashboardQuery(funnel, { period, from, to });
  const colors = useFunnelColors();
  const data = dashboard.data;
  const isLoading = dashboard.isPending;
  const pies: Array<TPie & { counts: Record<string, number> | undefined }> = [
    {
      id: `${funnel}-devices`,
      title: 'Geräte',
      kind: 'device',
      labels: DEVICE_LABELS,
      counts: data?.deviceBreakdown,
    },
    { ...breakdown, counts: data && breakdown.counts(data) },
  ];
  const [devicePie, breakdownPie] = pies.map((pie) => (
    <PanelCard id={pie.id} title={pie.title}>
      <BreakdownPie
        kind={pie.kind}
        slices={pie.counts && getBreakdownSlices(pie.labels, pie.counts)}
        isLoading={isLoading}
        isPhone={isPhone}
      />
    </PanelCard>
  ));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FunnelHeader subtitle={page.subtitle} csvPath={page.csvPath} />
      <FallbackNotice isShown={data?.fallback} />
      {dashboard.isError && (
        <LoadErrorAlert onRetry={() => void dashboard.refetch()} isRetrying={dashboard.isFetching}>
          {page.failedMessage}
        </LoadErrorAlert>
      )}
      {(!dashboard.isError || data) && (
        <>
          <KpiTiles
            kpis={getKpis(data?.data, data?.previous, page.hasErrorTile)}
            dropOffStep={data?.data.mostCommonDropOffStep}
            previousDropOffStep={data?.previous.mostCommonDropOffStep}
            isLoading={isLoading}
            isPhone={isPhone}
          />
          <FunnelPanels
            isPhone={isPhone}
            chart={
              <PanelCard id={`${funnel}-completion`} title={page.chartTitle}>
                <CompletionChart
                  weeks={data && page.weeks(data)}
                  isLoading={isLoading}
                  isPhone={isPhone}
                  series={[
                    {
                      key: 'completed',
                      label: 'Abgeschlossen',
                      color: colors.completed,
                      value: (w) => w.completed,
                    },
                    {
                      key: 'abandoned',
                      label: 'Abgebrochen',
                      color: colors.abandoned,
                      value: (w) => w.abandoned,
                    },
                    ...(page.extraSeries ? [{ ...page.extraSeries, color: colors.extra }] : []),
                  ]}
                />
              </PanelCard>
            }
            devicePie={devicePie}
            secondPie={breakdownPie}
            dropOff={
              <PanelCard id={`${funnel}-drop-off`} title="Häufigste Abbruchschritte">
                <DropOffGrid rows={data?.topDropOffSteps} isLoading={isLoading} />
              </PanelCard>
            }
          />
        </>
      )}
      {page.extra?.(isPhone)}
      <FunnelAccordion id={`${funnel}-sessions`} title="Alle Sessions">
        <FunnelSessions
          funnel={funnel}
          filterFields={[
            { key: 'status', label: 'Status', options: STATUS_LABELS },
            { key: breakdown.field, label: breakdown.label, options: breakdown.labels },
            { key: 'device_type', label: 'Gerät', options: DEVICE_LABELS },
          ]}
          isPhone={isPhone}
          columns={[
            labelColumn(breakdown.field, breakdown.label, breakdown.columnWidth, breakdown.labels),
            labelColumn('device_type', 'Gerät', 110, DEVICE_LABELS),
            ...(steps ? [steps.column] : []),
            {
              field: 'duration_seconds',
              headerName: 'Dauer',
              flex: 1,
              minWidth: 100,
              sortable: false,
              valueFormatter: (value: number | null) => formatSessionDuration(value, false),
            },
          ]}
          describe={(session) =>
            [
              labelOf(breakdown.labels, breakdown.of(session)),
              labelOf(DEVICE_LABELS, session.device_type),
              ...(steps ? [steps.describe(session)] : []),
              formatSessionDuration(session.duration_seconds, true),
            ].join(' · ')
          }
          renderDetail={(session, onClose, onExited) => (
            <Detail session={session} onClose={onClose} onExited={onExited} />
          )}
        />
      </FunnelAccordion>
    </Box>
  );
}
