/**
 * Kontakte (001 §2.4 "User connections"): the tiles Neue Anfragen and Neue Kontakte with their
 * change, their trend per week as line charts (newest last) and the weekly grid (newest first).
 */
import type { TConnectionStats } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import { CsvButton } from '../components/csv-button.tsx';
import { KpiTile } from '../components/kpi-tile.tsx';
import { KpiGrid, StatsPanel, StatsSection, TwoColumns } from '../components/panel.tsx';
import { WeeklyChart } from '../components/weekly-chart.tsx';
import { countColumn, WeeklyGrid } from '../components/weekly-grid.tsx';
import { useStatsQuery } from '../api.ts';
import { useAdminPeriod } from '../period.ts';

type TWeek = TConnectionStats['weeklyData'][number];

const COLUMNS = [
  countColumn<TWeek>('newRequests', 'Neue Anfragen'),
  countColumn<TWeek>('newConnections', 'Neue Kontakte'),
];

export default function ConnectionsSection() {
  const { period, from, to } = useAdminPeriod();
  const stats = useStatsQuery('connections', { period, from, to });
  const answer = stats.data;

  return (
    <StatsSection
      query={stats}
      message={ADMIN_MESSAGES.connectionsFailed}
      head={
        <KpiGrid label="Kennzahlen" columns={2}>
          <KpiTile
            label="Neue Anfragen"
            value={answer?.data.newRequests}
            previous={answer?.previous.newRequests}
          />
          <KpiTile
            label="Neue Kontakte"
            value={answer?.data.newConnections}
            previous={answer?.previous.newConnections}
          />
        </KpiGrid>
      }
    >
      <TwoColumns>
        <StatsPanel title="Anfragen pro Woche" data={answer}>
          {({ weeklyData }) => (
            <WeeklyChart
              label="Liniendiagramm: neue Kontaktanfragen pro Woche"
              rows={weeklyData}
              series={[{ label: 'Neue Anfragen', value: (row) => row.newRequests }]}
            />
          )}
        </StatsPanel>
        <StatsPanel title="Kontakte pro Woche" data={answer}>
          {({ weeklyData }) => (
            <WeeklyChart
              label="Liniendiagramm: neue Kontakte pro Woche"
              colorOffset={1}
              rows={weeklyData}
              series={[{ label: 'Neue Kontakte', value: (row) => row.newConnections }]}
            />
          )}
        </StatsPanel>
      </TwoColumns>
      <StatsPanel
        title="Wochendaten"
        action={<CsvButton path={ADMIN_PATHS.connections} />}
        data={answer}
        skeletonHeight={300}
      >
        {({ weeklyData }) => <WeeklyGrid label="Kontakte pro Woche" rows={weeklyData} columns={COLUMNS} />}
      </StatsPanel>
    </StatsSection>
  );
}
