/**
 * The weekly data as a MUI X Data Grid (001 §9): page sizes 5, 10 and 25, 5 by default, sorted by
 * period descending. Only the dashboard's lazy chunks import this file.
 */
import Box from '@mui/material/Box';
import { ADMIN_GRID_PAGE_SIZES } from '@pflegepuls/shared/constants';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { formatDayRange, formatWeek } from '../format.ts';
import { formatNumber } from './kpi-tile.tsx';

type TWeekRow = GridValidRowModel & { period: string; startDate: string; endDate: string };

const LOCALE_TEXT = deDE.components.MuiDataGrid.defaultProps.localeText;
const PAGE_SIZES = [...ADMIN_GRID_PAGE_SIZES];

/** The initial state of every weekly grid: newest week first, 5 rows a page. */
export const WEEKLY_GRID_INITIAL_STATE = {
  sorting: { sortModel: [{ field: 'period', sort: 'desc' as const }] },
  pagination: { paginationModel: { page: 0, pageSize: ADMIN_GRID_PAGE_SIZES[0] } },
};

/** A number column of a weekly grid. */
export function countColumn<R extends TWeekRow>(
  field: string,
  headerName: string,
  value?: (row: R) => number,
  format: (value: number) => string = formatNumber,
): GridColDef<R> {
  return {
    field,
    headerName,
    type: 'number',
    flex: 1,
    // Wide enough for the header: a narrow screen scrolls the grid instead of cutting the names.
    minWidth: Math.max(100, headerName.length * 8 + 48),
    ...(value ? { valueGetter: (_value: unknown, row: R) => value(row) } : {}),
    valueFormatter: (cell: number | null) => (cell === null || cell === undefined ? '–' : format(cell)),
  };
}

type TWeeklyGridProps<R extends TWeekRow> = {
  /** The grid's name for screen readers. */
  label: string;
  rows: readonly R[];
  columns: Array<GridColDef<R>>;
  /** Headers above groups of columns (Kommentare: Gesamt, Mitglieder, …). */
  columnGroups?: GridColumnGroupingModel;
  loading?: boolean;
};

/** Week and days first, then `columns`. Phones leave the days out (the week names them). */
export function WeeklyGrid<R extends TWeekRow>({
  label,
  rows,
  columns,
  columnGroups,
  loading = false,
}: TWeeklyGridProps<R>) {
  const isMobile = useIsMobile();
  const allColumns: Array<GridColDef<R>> = [
    {
      field: 'period',
      headerName: 'Woche',
      minWidth: 110,
      flex: 1,
      valueFormatter: (value: string) => formatWeek(value),
    },
    {
      field: 'days',
      headerName: 'Zeitraum',
      minWidth: 170,
      flex: 1,
      sortable: false,
      valueGetter: (_value: unknown, row: R) => formatDayRange(row.startDate, row.endDate),
    },
    ...columns,
  ];
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={allColumns}
        getRowId={(row) => row.period}
        initialState={WEEKLY_GRID_INITIAL_STATE}
        columnVisibilityModel={{ days: !isMobile }}
        pageSizeOptions={PAGE_SIZES}
        localeText={LOCALE_TEXT}
        columnGroupingModel={columnGroups}
        loading={loading}
        autoHeight
        density="compact"
        disableRowSelectionOnClick
        disableColumnMenu
        sx={{
          // MUI hides the page size below 600 px; the spec's 5, 10 and 25 are for phones too (its
          // label stays hidden there for room, and still names the select for screen readers).
          '& .MuiTablePagination-root .MuiTablePagination-input': { display: 'inline-flex' },
        }}
      />
    </Box>
  );
}
