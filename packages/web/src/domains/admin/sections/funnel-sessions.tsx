/**
 * "Alle Sessions" of a funnel (001 §2.4, §9): filters, then on desktops a Data Grid paged by the
 * server (20 per page, 10/20/50/100 to choose) and on phones a list of 10 with "Mehr laden". A click
 * on a session opens its detail, which the page passes in as `renderDetail`. Filters and the period
 * start the list again at its first page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { ADMIN_SESSION_PAGE_SIZE, ADMIN_SESSION_PAGE_SIZES } from '@pflegepuls/shared/constants';
import { useState, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useAdminPeriod } from '../period.ts';
import { formatCount, formatDateTime, mergeSessionPages } from './funnel-format.ts';
import type { TOpenSession } from './funnel-detail.tsx';
import { GRID_LOCALE_TEXT, StatusChip } from './funnel-parts.tsx';
import {
  useSessionMoreQuery,
  useSessionPageQuery,
  type TFunnel,
  type TSessionSummaryOf,
  type TSessionFilters,
  type TSessionListQuery,
} from './funnels-api.ts';

export type TFilterField = {
  key: keyof TSessionFilters;
  label: string;
  options: Record<string, string>;
};

type TSessionsProps<F extends TFunnel> = {
  funnel: F;
  filterFields: readonly TFilterField[];
  /** Desktop columns after "Gestartet" and "Status". */
  columns: readonly GridColDef<TSessionSummaryOf<F>>[];
  /** The phone list's second line of a session. */
  describe: (session: TSessionSummaryOf<F>) => string;
  isPhone: boolean;
  renderDetail: (session: TOpenSession, onClose: () => void, onExited: () => void) => ReactNode;
};

export function FunnelSessions<F extends TFunnel>(props: TSessionsProps<F>) {
  const { period, from, to } = useAdminPeriod();
  const [filters, setFilters] = useState<TSessionFilters>({});
  const [session, setSession] = useState<TOpenSession>(null);
  const query: TSessionListQuery = { period: { period, from, to }, filters };
  const open = (uuid: string) => setSession({ uuid, isOpen: true });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {props.filterFields.map((field) => (
          <TextField
            key={field.key}
            select
            fullWidth={false}
            size="small"
            label={field.label}
            value={filters[field.key] ?? ''}
            onChange={(event) => setFilters({ ...filters, [field.key]: event.target.value || undefined })}
            sx={{
              minWidth: props.isPhone ? 'calc(50% - 6px)' : 180,
              flex: props.isPhone ? '1 1 40%' : 'none',
            }}
          >
            <MenuItem value="">Alle</MenuItem>
            {Object.entries(field.options).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {props.isPhone ? (
        <PhoneSessionList {...props} query={query} onOpen={open} />
      ) : (
        <DesktopSessionGrid {...props} query={query} onOpen={open} />
      )}
      {props.renderDetail(
        session,
        () => setSession((current) => current && { ...current, isOpen: false }),
        () => setSession(null),
      )}
    </Box>
  );
}

type TListProps<F extends TFunnel> = TSessionsProps<F> & {
  query: TSessionListQuery;
  onOpen: (uuid: string) => void;
};

function DesktopSessionGrid<F extends TFunnel>({ funnel, columns, query, onOpen }: TListProps<F>) {
  const listKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ listKey, page: 0, pageSize: ADMIN_SESSION_PAGE_SIZE });
  // Another filter or period starts at the first page again (the page size stays).
  const model: GridPaginationModel = {
    page: paging.listKey === listKey ? paging.page : 0,
    pageSize: paging.pageSize,
  };
  const sessions = useSessionPageQuery(funnel, query, model.page + 1, model.pageSize);

  if (sessions.isError && !sessions.data)
    return (
      <LoadErrorAlert onRetry={() => void sessions.refetch()} isRetrying={sessions.isFetching}>
        {ADMIN_MESSAGES.sessionsFailed}
      </LoadErrorAlert>
    );

  const allColumns: GridColDef<TSessionSummaryOf<F>>[] = [
    {
      field: 'started_at',
      headerName: 'Gestartet',
      width: 170,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    ...columns,
    {
      field: 'actions',
      headerName: 'Details',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.uuid);
          }}
          aria-label={`Ansehen: Session vom ${formatDateTime(row.started_at)}`}
        >
          Ansehen
        </Button>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {sessions.isError && (
        <LoadErrorAlert
          sx={{ mb: 1 }}
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isFetching}
        >
          {ADMIN_MESSAGES.sessionsFailed}
        </LoadErrorAlert>
      )}
      <DataGrid<TSessionSummaryOf<F>>
        rows={sessions.data?.data ?? []}
        columns={allColumns}
        getRowId={(row) => row.uuid}
        loading={sessions.isFetching}
        paginationMode="server"
        rowCount={sessions.data?.total ?? 0}
        paginationModel={model}
        onPaginationModelChange={(next) => setPaging({ listKey, ...next })}
        pageSizeOptions={[...ADMIN_SESSION_PAGE_SIZES]}
        onRowClick={({ row }) => onOpen(row.uuid)}
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ ...GRID_LOCALE_TEXT, noRowsLabel: 'Keine Sessions im Zeitraum' }}
        aria-label="Alle Sessions"
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}

function PhoneSessionList<F extends TFunnel>({ funnel, describe, query, onOpen }: TListProps<F>) {
  const sessions = useSessionMoreQuery(funnel, query);

  if (sessions.isPending)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label="Sessions werden geladen"
        sx={{ display: 'grid', gap: 1 }}
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Box>
    );
  if (sessions.isError && !sessions.data)
    return (
      <LoadErrorAlert onRetry={() => void sessions.refetch()} isRetrying={sessions.isFetching}>
        {ADMIN_MESSAGES.sessionsFailed}
      </LoadErrorAlert>
    );

  const list = mergeSessionPages<TSessionSummaryOf<F>>(sessions.data.pages);
  const total = sessions.data.pages[0]?.total ?? 0;
  if (list.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Keine Sessions im Zeitraum.
      </Typography>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {formatCount(list.length)} von {formatCount(total)} Sessions
      </Typography>
      <List disablePadding aria-label="Alle Sessions" sx={{ display: 'grid', gap: 1 }}>
        {list.map((session) => (
          <ListItem key={session.uuid} disablePadding>
            <ListItemButton
              onClick={() => onOpen(session.uuid)}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                gap: 0.5,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {formatDateTime(session.started_at)}
                </Typography>
                <StatusChip status={session.status} />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {describe(session)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {sessions.isFetchNextPageError && (
        <LoadErrorAlert
          onRetry={() => void sessions.fetchNextPage()}
          isRetrying={sessions.isFetchingNextPage}
        >
          {ADMIN_MESSAGES.sessionsFailed}
        </LoadErrorAlert>
      )}
      {sessions.hasNextPage && !sessions.isFetchNextPageError && (
        <Button
          variant="outlined"
          onClick={() => void sessions.fetchNextPage()}
          disabled={sessions.isFetchingNextPage}
        >
          {sessions.isFetchingNextPage ? 'Lädt …' : 'Mehr laden'}
        </Button>
      )}
    </Box>
  );
}
