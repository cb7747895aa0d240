/**
 * Nutzerstatistik (001 §2.4 "User Statistics"): KPI tiles with the change against the period
 * before, active members and new registrations per week as charts (newest last), the weekly grid
 * (newest first) and the cohort table. Each panel loads and fails on its own.
 */
import type { TUserStats } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import { CohortTable } from '../components/cohort-table.tsx';
import { CsvButton } from '../components/csv-button.tsx';
import { KpiTile } from '../components/kpi-tile.tsx';
import {
  BlockSkeleton,
  FallbackNotice,
  KpiGrid,
  Panel,
  SectionStack,
  StatsError,
  StatsPanel,
  TwoColumns,
} from '../components/panel.tsx';
import { WeeklyChart } from '../components/weekly-chart.tsx';
import { countColumn, WeeklyGrid } from '../components/weekly-grid.tsx';
import { useStatsQuery } from '../api.ts';
import { formatPercent } from '../format.ts';
import { useAdminPeriod } from '../period.ts';

type TWeek = TUserStats['weeklyData'][number];

const COLUMNS = [
  countColumn<TWeek>('activeUsers', 'Aktive Mitglieder'),
  countColumn<TWeek>('newRegistrations', 'Neue Registrierungen'),
  countColumn<TWeek>('percentage', 'Anteil aktiv', undefined, formatPercent),
];

export default function UsersSection({ isActive }: { isActive: boolean }) {
  const { period, from, to } = useAdminPeriod();
  const stats = useStatsQuery('users', { period, from, to }, isActive);
  const cohorts = useStatsQuery('userCohorts', { period, from, to }, isActive);
  const answer = stats.data;

  return (
    <SectionStack>
      <div>
        <FallbackNotice answer={answer} />
        {stats.isError && !answer ? (
          <StatsError message={ADMIN_MESSAGES.usersFailed} query={stats} />
        ) : (
          <KpiGrid label="Kennzahlen" columns={3}>
            <KpiTile
              label="Aktive Mitglieder"
              value={answer?.data.activeUsers}
              previous={answer?.previous.activeUsers}
            />
            <KpiTile
              label="Neue Registrierungen"
              value={answer?.data.newRegistrations}
              previous={answer?.previous.newRegistrations}
            />
            <KpiTile
              label="Anteil aktiv"
              value={answer?.data.percentage}
              previous={answer?.previous.percentage}
              format={formatPercent}
              isShare
            />
          </KpiGrid>
        )}
      </div>
      {!stats.isError || answer ? (
        <>
          <TwoColumns>
            <StatsPanel title="Aktive Mitglieder pro Woche" data={answer}>
              {({ weeklyData }) => (
                <WeeklyChart
                  label="Liniendiagramm: aktive Mitglieder pro Woche"
                  rows={weeklyData}
                  series={[{ label: 'Aktive Mitglieder', value: (row) => row.activeUsers }]}
                />
              )}
            </StatsPanel>
            <StatsPanel title="Neue Registrierungen pro Woche" data={answer}>
              {({ weeklyData }) => (
                <WeeklyChart
                  kind="bar"
                  label="Balkendiagramm: neue Registrierungen pro Woche"
                  colorOffset={1}
                  rows={weeklyData}
                  series={[{ label: 'Neue Registrierungen', value: (row) => row.newRegistrations }]}
                />
              )}
            </StatsPanel>
          </TwoColumns>
          <StatsPanel
            title="Wochendaten"
            action={<CsvButton path={ADMIN_PATHS.users} />}
            data={answer}
            skeletonHeight={300}
          >
            {({ weeklyData }) => <WeeklyGrid label="Nutzer pro Woche" rows={weeklyData} columns={COLUMNS} />}
          </StatsPanel>
        </>
      ) : null}
      <Panel
        title="Kohorten: aktiv in den Wochen nach der Registrierung"
        action={<CsvButton path={ADMIN_PATHS.userCohorts} />}
      >
        {cohorts.isError && !cohorts.data ? (
          <StatsError message={ADMIN_MESSAGES.usersFailed} query={cohorts} />
        ) : cohorts.data ? (
          <CohortTable cohorts={cohorts.data.cohorts} />
        ) : (
          <BlockSkeleton height={300} />
        )}
      </Panel>
    </SectionStack>
  );
}
