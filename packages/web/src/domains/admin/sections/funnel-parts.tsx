/**
 * The parts both funnel pages are built of (001 §2.4): the page head with the period selector and the
 * CSV download, the fallback notice, the KPI tiles, the completion line chart, the breakdown pies,
 * the top drop-off steps grid and the status chip. Charts and grids come from MUI X, which only the
 * admin area's lazy chunks load.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { ADMIN_DROP_OFF_PAGE_SIZE } from '@pflegepuls/shared/constants';
import { useState, type ReactNode } from 'react';
import { CsvButton } from '../components/csv-button.tsx';
import { KpiTile } from '../components/kpi-tile.tsx';
import {
  formatPercent,
  formatWeekLong,
  formatWeekTick,
  getVisibleSlices,
  isPieEmpty,
  sortWeeksOldestFirst,
  type TPieKind,
  type TPieSlice,
} from './funnel-format.ts';
import { dropOffStepLabel, labelOf, STATUS_LABELS } from './funnel-labels.ts';

/** The Data Grid's own texts in German (pagination, "Keine Zeilen", …). */
export const GRID_LOCALE_TEXT = deDE.components.MuiDataGrid.defaultProps.localeText;

/**
 * What the page shows and the CSV download of the shown period. The dashboard frame above it holds
 * the page's title (h1) and the period selector.
 */
export function FunnelHeader({ subtitle, csvPath }: { subtitle: string; csvPath: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, flex: '1 1 240px' }}>
        {subtitle}
      </Typography>
      <CsvButton path={csvPath} />
    </Box>
  );
}

/** Said when a custom range had no data and the figures are those of the last week (001 §8.3). */
export function FallbackNotice({ isShown }: { isShown: boolean | undefined }) {
  if (!isShown) return null;
  return <Alert severity="info">{ADMIN_MESSAGES.customFallback}</Alert>;
}

export type TKpi = {
  label: string;
  value: number | undefined;
  previous?: number;
  format: (value: number) => string;
  isLowerBetter?: boolean;
};

/**
 * The summary tiles: the numeric ones with their change against the period before, then the most
 * common drop-off step as text, stretched so that the rows close without a gap (2 columns on phones,
 * 4 on desktops).
 */
export function KpiTiles({
  kpis,
  dropOffStep,
  previousDropOffStep,
  isLoading,
  isPhone,
}: {
  kpis: readonly TKpi[];
  dropOffStep: string | null | undefined;
  previousDropOffStep: string | null | undefined;
  isLoading: boolean;
  isPhone: boolean;
}) {
  const columns = isPhone ? 2 : 4;
  const rest = kpis.length % columns;
  // On phones the step name needs the whole width; an odd count then widens the first tile.
  const firstSpan = isPhone && rest === 1 ? 2 : 1;
  const lastSpan = isPhone ? 2 : columns - rest;
  return (
    <Box component="section" aria-label="Kennzahlen">
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}>
        {kpis.map((kpi, index) => (
          <Box key={kpi.label} sx={{ gridColumn: `span ${index === 0 ? firstSpan : 1}` }}>
            <KpiTile
              label={kpi.label}
              value={isLoading ? undefined : kpi.value}
              previous={kpi.previous}
              format={kpi.format}
              isLowerBetter={kpi.isLowerBetter}
            />
          </Box>
        ))}
        <Box sx={{ gridColumn: `span ${lastSpan}` }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h3">
                Häufigster Abbruchschritt
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
                {isLoading ? <Skeleton width="60%" /> : dropOffStepLabel(dropOffStep)}
              </Typography>
              {!isLoading && previousDropOffStep !== undefined && (
                <Typography variant="caption" color="text.secondary">
                  Vorher: {dropOffStepLabel(previousDropOffStep)}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}

/** A titled card of the page; `id` names it for screen readers. */
export function PanelCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 750 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

type TWeek = { period: string; startDate: string; endDate: string };
export type TLineSeries<W> = { key: string; label: string; color: string; value: (week: W) => number };

/** Completed and abandoned sessions per calendar week, newest last (001 §9). */
export function CompletionChart<W extends TWeek>({
  weeks,
  series,
  isLoading,
  isPhone,
}: {
  weeks: readonly W[] | undefined;
  series: readonly TLineSeries<W>[];
  isLoading: boolean;
  isPhone: boolean;
}) {
  const height = isPhone ? 240 : 300;
  if (isLoading || !weeks) return <Skeleton variant="rounded" height={height} />;
  if (weeks.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Im gewählten Zeitraum gibt es keine Sessions.
      </Typography>
    );
  const ordered = sortWeeksOldestFirst(weeks);
  const byPeriod = new Map(ordered.map((week) => [week.period, week]));
  return (
    <LineChart
      height={height}
      skipAnimation
      margin={{ left: 0, right: 8 }}
      xAxis={[
        {
          scaleType: 'point',
          data: ordered.map((week) => week.period),
          valueFormatter: (period: string, context) =>
            context.location === 'tick'
              ? formatWeekTick(period)
              : formatWeekLong(byPeriod.get(period) ?? { period, startDate: '', endDate: '' }),
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={series.map((line) => ({
        id: line.key,
        label: line.label,
        color: line.color,
        data: ordered.map(line.value),
        showMark: ordered.length <= 16,
      }))}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}

/** The theme's colours of completed, abandoned and the third series of a completion chart. */
export function useFunnelColors() {
  const theme = useTheme();
  return {
    completed: theme.palette.success.main,
    abandoned: theme.palette.error.main,
    extra: theme.palette.info.main,
  };
}

/**
 * A breakdown as a pie with a legend of names and counts. Zero slices are left out where 001 §9 says
 * (`getVisibleSlices`); with no sessions at all the card says so instead of an empty circle.
 */
export function BreakdownPie({
  kind,
  slices,
  isLoading,
  isPhone,
}: {
  kind: TPieKind;
  slices: readonly TPieSlice[] | undefined;
  isLoading: boolean;
  isPhone: boolean;
}) {
  const height = isPhone ? 200 : 220;
  if (isLoading || !slices) return <Skeleton variant="circular" width={height - 40} height={height - 40} />;
  if (isPieEmpty(slices))
    return (
      <Typography variant="body2" color="text.secondary">
        Im gewählten Zeitraum gibt es keine Sessions.
      </Typography>
    );
  const visible = getVisibleSlices(slices, kind, isPhone);
  return (
    <PieChart
      height={height}
      skipAnimation
      series={[
        {
          data: visible.map((slice) => ({
            id: slice.id,
            value: slice.value,
            label: `${slice.label} (${slice.value})`,
          })),
          innerRadius: 36,
          paddingAngle: 2,
          cornerRadius: 4,
        },
      ]}
      slotProps={{
        legend: {
          direction: isPhone ? 'horizontal' : 'vertical',
          position: isPhone
            ? { vertical: 'bottom', horizontal: 'center' }
            : { vertical: 'middle', horizontal: 'end' },
        },
      }}
    />
  );
}

type TDropOff = { stepId: string; abandonmentCount: number; abandonmentRate: number };

const DROP_OFF_COLUMNS: GridColDef<TDropOff>[] = [
  {
    field: 'stepId',
    headerName: 'Schritt',
    flex: 1,
    minWidth: 120,
    sortable: false,
    valueFormatter: (value: string) => dropOffStepLabel(value),
  },
  {
    field: 'abandonmentCount',
    headerName: 'Abbrüche',
    type: 'number',
    width: 88,
    sortable: false,
  },
  {
    field: 'abandonmentRate',
    headerName: 'Anteil',
    description: 'Anteil an allen Abbrüchen im Zeitraum',
    type: 'number',
    width: 84,
    sortable: false,
    valueFormatter: (value: number) => formatPercent(value),
  },
];

/** The steps where sessions ended most often, 5 per page (001 §9). */
export function DropOffGrid({
  rows,
  isLoading,
}: {
  rows: readonly TDropOff[] | undefined;
  isLoading: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <DataGrid
        rows={rows ?? []}
        columns={DROP_OFF_COLUMNS}
        getRowId={(row) => row.stepId}
        loading={isLoading}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: ADMIN_DROP_OFF_PAGE_SIZE } } }}
        pageSizeOptions={[ADMIN_DROP_OFF_PAGE_SIZE]}
        density="compact"
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ ...GRID_LOCALE_TEXT, noRowsLabel: 'Keine Abbrüche im Zeitraum' }}
        aria-label="Häufigste Abbruchschritte"
        // Long step names wrap on phones instead of being cut off.
        getRowHeight={() => 'auto'}
        sx={{
          '& .MuiDataGrid-cell': {
            py: 0.75,
            lineHeight: 1.4,
            whiteSpace: 'normal',
            alignItems: 'center',
            display: 'flex',
          },
        }}
      />
    </Box>
  );
}

const STATUS_COLORS = { completed: 'success', abandoned: 'error', in_progress: 'info' } as const;

/** A session's status as a chip: Läuft, Abgeschlossen, Abgebrochen (001 §4.3). */
export function StatusChip({ status }: { status: string }) {
  const color = STATUS_COLORS[status as keyof typeof STATUS_COLORS] ?? 'default';
  return <Chip size="small" variant="outlined" color={color} label={labelOf(STATUS_LABELS, status)} />;
}

/**
 * A collapsible part of the page ("Auswahl-Verteilung", "Alle Sessions"). Its content mounts, and so
 * loads its data, when it is first opened, and stays when it is closed again (filters, the page).
 */
export function FunnelAccordion({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={isExpanded}
      onChange={(_event, expanded) => {
        setIsExpanded(expanded);
        if (expanded) setHasOpened(true);
      }}
      slots={{ heading: 'h2' }}
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 750 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{hasOpened && children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * The charts' arrangement: on desktops the completion chart (two thirds) beside the device pie, then
 * the second pie beside the drop-off grid (two thirds); on phones one below the other.
 */
export function FunnelPanels({
  isPhone,
  chart,
  devicePie,
  secondPie,
  dropOff,
}: {
  isPhone: boolean;
  chart: ReactNode;
  devicePie: ReactNode;
  secondPie: ReactNode;
  dropOff: ReactNode;
}) {
  const wide = { gridColumn: isPhone ? undefined : 'span 2', minWidth: 0 };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: isPhone ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr))',
        gap: 2,
      }}
    >
      <Box sx={wide}>{chart}</Box>
      <Box sx={{ minWidth: 0 }}>{devicePie}</Box>
      <Box sx={{ minWidth: 0 }}>{secondPie}</Box>
      <Box sx={wide}>{dropOff}</Box>
    </Box>
  );
}
