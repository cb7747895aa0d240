/**
 * A chart over calendar weeks, newest last (001 §9), with MUI X Charts. Only the dashboard's lazy
 * chunks import this file, so the charts never reach the member app's first load.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber } from './kpi-tile.tsx';
import { formatWeek, formatWeekShort, sortOldestFirst } from '../format.ts';

export type TChartSeries<R> = {
  label: string;
  value: (row: R) => number;
  /** Bars of the same stack sit on each other. */
  stack?: string;
};

const LOCALE_TEXT = { noData: 'Keine Daten im Zeitraum', loading: 'Daten werden geladen …' };

/** The chart colours: brand orange, then blue, green and violet tuned for each colour mode. */
function useSeriesColors(): string[] {
  const { palette } = useTheme();
  return palette.mode === 'dark'
    ? [palette.primary.main, '#8AB4F8', '#81C995', '#D7AEFB']
    : [palette.primary.dark, '#1565C0', '#2E7D32', '#7B1FA2'];
}

type TWeeklyChartProps<R> = {
  /** Says what the chart shows, for screen readers (the chart itself is a picture). */
  label: string;
  rows: readonly R[];
  series: Array<TChartSeries<R>>;
  kind?: 'line' | 'bar';
  height?: number;
  /** Where in the colour list the first series starts (two charts of one page differ). */
  colorOffset?: number;
};

/** Lines or bars of `series` over the weeks of `rows`. */
export function WeeklyChart<R extends { period: string; startDate: string }>({
  label,
  rows,
  series,
  kind = 'line',
  height = 260,
  colorOffset = 0,
}: TWeeklyChartProps<R>) {
  const colors = useSeriesColors();
  const ordered = sortOldestFirst(rows);
  const weeks = ordered.map((row) => row.period);
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: weeks,
      valueFormatter: (week: string, context: { location: string }) =>
        context.location === 'tick' ? formatWeekShort(week) : formatWeek(week),
    },
  ];
  // From 0, so a small change does not look like a big one.
  const yAxis = [{ min: 0, valueFormatter: (value: number) => formatNumber(value), width: 48 }];
  const chartSeries = series.map((item, index) => ({
    label: item.label,
    data: ordered.map(item.value),
    color: colors[(index + colorOffset) % colors.length],
    valueFormatter: (value: number | null) => (value === null ? '–' : formatNumber(value)),
    ...(item.stack ? { stack: item.stack } : {}),
  }));

  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      {kind === 'bar' ? (
        <BarChart
          height={height}
          xAxis={xAxis}
          yAxis={yAxis}
          series={chartSeries}
          localeText={LOCALE_TEXT}
          grid={{ horizontal: true }}
          margin={{ left: 4, right: 24 }}
        />
      ) : (
        <LineChart
          height={height}
          xAxis={[{ ...xAxis[0]!, scaleType: 'point' as const }]}
          yAxis={yAxis}
          series={chartSeries.map((item) => ({
            ...item,
            curve: 'linear' as const,
            showMark: ordered.length <= 16,
          }))}
          localeText={LOCALE_TEXT}
          grid={{ horizontal: true }}
          margin={{ left: 4, right: 24 }}
        />
      )}
    </Box>
  );
}
