/**
 * Moments-Statistik (001 §2.4 "Moments Statistics"): the period's figures with their change, the
 * all-time and last-24-hours figures, and the weekly data as charts (newest last) and a grid
 * (newest first) with comments split into regular members, bots and the team (001 §3.3).
 */
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import type { TAdminMomentsStats } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import type { GridColDef } from '@mui/x-data-grid';
import { CsvButton } from '../components/csv-button.tsx';
import { formatNumber, KpiTile } from '../components/kpi-tile.tsx';
import { KpiGrid, Panel, StatsPanel, StatsSection, TwoColumns } from '../components/panel.tsx';
import { WeeklyChart } from '../components/weekly-chart.tsx';
import { countColumn, WeeklyGrid } from '../components/weekly-grid.tsx';
import { useStatsQuery } from '../api.ts';
import { formatPercent } from '../format.ts';
import { useAdminPeriod } from '../period.ts';

type TWeek = TAdminMomentsStats['weeklyData'][number];
type TTotals = TAdminMomentsStats['data'];

const TREND = {
  up: { label: 'steigend', icon: <TrendingUpRounded fontSize="small" color="success" aria-hidden="true" /> },
  down: { label: 'fallend', icon: <TrendingDownRounded fontSize="small" color="error" aria-hidden="true" /> },
  flat: { label: 'gleich', icon: <TrendingFlatRounded fontSize="small" aria-hidden="true" /> },
} as const;

const COLUMNS: Array<GridColDef<TWeek>> = [
  countColumn<TWeek>('momentsCreated', 'Moments'),
  countColumn<TWeek>('reactionsReceived', 'Reaktionen'),
  countColumn<TWeek>('commentsReceived', 'Gesamt'),
  countColumn<TWeek>('regular', 'Mitglieder', (row) => row.comments.regular),
  countColumn<TWeek>('bots', 'Bots', (row) => row.comments.bots),
  countColumn<TWeek>('team', 'Team', (row) => row.comments.team),
  countColumn<TWeek>('commentators', 'Gesamt', (row) => row.commentators.total),
  countColumn<TWeek>('regularCommentators', 'Mitglieder', (row) => row.commentators.regular),
  countColumn<TWeek>('regularShare', 'Mitglieder', (row) => row.percentages.regular, formatPercent),
  countColumn<TWeek>('botShare', 'Bots', (row) => row.percentages.bots, formatPercent),
  countColumn<TWeek>('teamShare', 'Team', (row) => row.percentages.team, formatPercent),
  {
    field: 'trend',
    headerName: 'Trend',
    minWidth: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
        {TREND[row.trend].icon}
        {TREND[row.trend].label}
      </Box>
    ),
  },
];

const COLUMN_GROUPS = [
  {
    groupId: 'comments',
    headerName: 'Kommentare',
    children: [{ field: 'commentsReceived' }, { field: 'regular' }, { field: 'bots' }, { field: 'team' }],
  },
  {
    groupId: 'commentators',
    headerName: 'Kommentierende',
    children: [{ field: 'commentators' }, { field: 'regularCommentators' }],
  },
  {
    groupId: 'shares',
    headerName: 'Anteil der Kommentare',
    children: [{ field: 'regularShare' }, { field: 'botShare' }, { field: 'teamShare' }],
  },
];

/** The four figures of one window, with the change against `previous` when given. */
function TotalsTiles({
  totals,
  previous,
  label,
  columns,
}: {
  totals?: TTotals;
  previous?: TTotals;
  label: string;
  columns?: number;
}) {
  return (
    <KpiGrid label={label} columns={columns}>
      <KpiTile label="Moments" value={totals?.totalMoments} previous={previous?.totalMoments} />
      <KpiTile label="Reaktionen" value={totals?.totalReactions} previous={previous?.totalReactions} />
      <KpiTile label="Kommentare" value={totals?.totalComments} previous={previous?.totalComments} />
      <KpiTile
        label="Ø Reaktionen pro Moment"
        value={totals?.averageReactionsPerMoment}
        previous={previous?.averageReactionsPerMoment}
        format={(value) => formatNumber(Math.round(value * 10) / 10)}
      />
    </KpiGrid>
  );
}

export default function MomentsSection({ isActive }: { isActive: boolean }) {
  const { period, from, to } = useAdminPeriod();
  const stats = useStatsQuery('moments', { period, from, to }, isActive);
  const answer = stats.data;

  return (
    <StatsSection
      query={stats}
      message={ADMIN_MESSAGES.momentsFailed}
      head={
        <Panel title="Im gewählten Zeitraum">
          <TotalsTiles label="Im gewählten Zeitraum" totals={answer?.data} previous={answer?.previous} />
        </Panel>
      }
    >
      <TwoColumns>
        <Panel title="Gesamt">
          <TotalsTiles label="Gesamt" totals={answer?.allTimeStats} columns={2} />
        </Panel>
        <Panel title="Letzte 24 Stunden">
          <TotalsTiles label="Letzte 24 Stunden" totals={answer?.last24hStats} columns={2} />
        </Panel>
      </TwoColumns>
      <TwoColumns>
        <StatsPanel title="Moments, Reaktionen und Kommentare pro Woche" data={answer}>
          {({ weeklyData }) => (
            <WeeklyChart
              label="Liniendiagramm: Moments, Reaktionen und Kommentare pro Woche"
              rows={weeklyData}
              series={[
                { label: 'Moments', value: (row) => row.momentsCreated },
                { label: 'Reaktionen', value: (row) => row.reactionsReceived },
                { label: 'Kommentare', value: (row) => row.commentsReceived },
              ]}
            />
          )}
        </StatsPanel>
        <StatsPanel title="Kommentare nach Herkunft" data={answer}>
          {({ weeklyData }) => (
            <WeeklyChart
              kind="bar"
              label="Gestapeltes Balkendiagramm: Kommentare von Mitgliedern, Bots und Team pro Woche"
              rows={weeklyData}
              series={[
                { label: 'Mitglieder', value: (row) => row.comments.regular, stack: 'comments' },
                { label: 'Bots', value: (row) => row.comments.bots, stack: 'comments' },
                { label: 'Team', value: (row) => row.comments.team, stack: 'comments' },
              ]}
            />
          )}
        </StatsPanel>
      </TwoColumns>
      <StatsPanel
        title="Wochendaten"
        action={<CsvButton path={ADMIN_PATHS.moments} />}
        data={answer}
        skeletonHeight={300}
      >
        {({ weeklyData }) => (
          <WeeklyGrid
            label="Moments pro Woche"
            rows={weeklyData}
            columns={COLUMNS}
            columnGroups={COLUMN_GROUPS}
          />
        )}
      </StatsPanel>
    </StatsSection>
  );
}
