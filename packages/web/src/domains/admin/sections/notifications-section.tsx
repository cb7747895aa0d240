/**
 * Benachrichtigungsstatistik (001 §2.4 "Notification Statistics"): the period's counts with their
 * change, the four fixed windows side by side, and the four collapsible sections: top message types
 * (general), top message types (closed area & Urocampus), weekly data, the 20 most recent
 * notifications (20 on phones too). Message types show their German name (message-types.ts).
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TNotificationStats } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import { ADMIN_RECENT_NOTIFICATIONS } from '@pflegepuls/shared/constants';
import { useId, type ReactNode } from 'react';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { CsvButton } from '../components/csv-button.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { formatNumber, KpiTile } from '../components/kpi-tile.tsx';
import { BlockSkeleton, KpiGrid, Panel, StatsSection } from '../components/panel.tsx';
import { WeeklyChart } from '../components/weekly-chart.tsx';
import { countColumn, WeeklyGrid } from '../components/weekly-grid.tsx';
import { useStatsQuery } from '../api.ts';
import { formatDateTime, formatPercent } from '../format.ts';
import { getMessageTypeLabel } from '../message-types.ts';
import { useAdminPeriod } from '../period.ts';

type TAnswer = TNotificationStats;
type TWeek = TAnswer['weeklyData'][number];
type TTypeCount = TAnswer['data']['topMessageTypes'][number];

const COLUMNS = [
  countColumn<TWeek>('total', 'Gesamt'),
  countColumn<TWeek>('push', 'Push'),
  countColumn<TWeek>('seen', 'Gesehen'),
  countColumn<TWeek>('notSeen', 'Nicht gesehen'),
];

const WINDOWS = [
  ['last24h', 'Letzte 24 Stunden'],
  ['lastWeek', 'Letzte Woche'],
  ['lastMonth', 'Letzter Monat'],
  ['allTime', 'Gesamt (52 Wochen)'],
] as const;

/** A message type's German name and, in small print, the type as stored. */
function MessageType({ type }: { type: string }) {
  return (
    <Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {getMessageTypeLabel(type)}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {type}
      </Typography>
    </Box>
  );
}

/** The most frequent message types with their count and share of the listed ones. */
function TopTypes({ items, label }: { items: readonly TTypeCount[]; label: string }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Keine Benachrichtigungen in diesem Zeitraum.
      </Typography>
    );
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <ScrollTable label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Typ</TableCell>
            <TableCell align="right">Anzahl</TableCell>
            <TableCell align="right" sx={{ width: { xs: 90, md: 220 } }}>
              Anteil
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const share = total > 0 ? (item.count / total) * 100 : 0;
            return (
              <TableRow key={item.message_type}>
                <TableCell>
                  <MessageType type={item.message_type} />
                </TableCell>
                <TableCell align="right">{formatNumber(item.count)}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
                    <Box
                      aria-hidden="true"
                      sx={{
                        display: { xs: 'none', md: 'block' },
                        flex: 1,
                        height: 8,
                        borderRadius: 4,
                        bgcolor: 'action.hover',
                        overflow: 'hidden',
                      }}
                    >
                      <Box sx={{ width: `${share}%`, height: '100%', bgcolor: 'primary.main' }} />
                    </Box>
                    {formatPercent(share)}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** The counts of the four fixed windows (001 §3.3). */
function WindowsTable({ answer }: { answer: TAnswer }) {
  return (
    <ScrollTable label="Benachrichtigungen nach Zeitfenster">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Zeitfenster</TableCell>
            <TableCell align="right">Gesamt</TableCell>
            <TableCell align="right">Push</TableCell>
            <TableCell align="right">Gesehen</TableCell>
            <TableCell align="right">Nicht gesehen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {WINDOWS.map(([key, label]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{formatNumber(answer[key].total)}</TableCell>
              <TableCell align="right">{formatNumber(answer[key].push)}</TableCell>
              <TableCell align="right">{formatNumber(answer[key].seen)}</TableCell>
              <TableCell align="right">{formatNumber(answer[key].notSeen)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** The most recent notifications: a table on larger screens, a list on phones. */
function RecentNotifications({ items }: { items: TAnswer['notifications'] }) {
  const isMobile = useIsMobile();
  const shown = items.slice(0, ADMIN_RECENT_NOTIFICATIONS);
  if (shown.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Keine Benachrichtigungen in diesem Zeitraum.
      </Typography>
    );
  const person = (id: number | null) => (id === null ? 'System' : `#${id}`);
  if (isMobile)
    return (
      <List dense disablePadding aria-label="Letzte Benachrichtigungen">
        {shown.map((item) => (
          <ListItem key={item.id} divider sx={{ display: 'block', px: 0 }}>
            <MessageType type={item.message_type} />
            <Typography variant="body2" color="text.secondary">
              {`${formatDateTime(item.created_at)} · von ${person(item.sender_id)} an #${item.receiver_id} · ID ${item.id}`}
            </Typography>
          </ListItem>
        ))}
      </List>
    );
  return (
    <ScrollTable label="Letzte Benachrichtigungen">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Zeit</TableCell>
            <TableCell>Typ</TableCell>
            <TableCell>Von</TableCell>
            <TableCell>An</TableCell>
            <TableCell align="right">ID</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.created_at)}</TableCell>
              <TableCell>
                <MessageType type={item.message_type} />
              </TableCell>
              <TableCell>{person(item.sender_id)}</TableCell>
              <TableCell>{`#${item.receiver_id}`}</TableCell>
              <TableCell align="right">{item.id}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** One collapsible section; its title is a heading of the page. */
function Collapsible({
  title,
  defaultExpanded,
  action,
  children,
}: {
  title: string;
  defaultExpanded: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {action && <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{action}</Box>}
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

export default function NotificationsSection({ isActive }: { isActive: boolean }) {
  const { period, from, to } = useAdminPeriod();
  const stats = useStatsQuery('notifications', { period, from, to }, isActive);
  const isMobile = useIsMobile();
  const answer = stats.data;

  const pending = <BlockSkeleton height={200} />;
  return (
    <StatsSection
      query={stats}
      message={ADMIN_MESSAGES.notificationsFailed}
      head={
        <KpiGrid label="Kennzahlen">
          <KpiTile label="Benachrichtigungen" value={answer?.data.total} previous={answer?.previous.total} />
          <KpiTile label="Push" value={answer?.data.push} previous={answer?.previous.push} />
          <KpiTile label="Gesehen" value={answer?.data.seen} previous={answer?.previous.seen} />
          <KpiTile
            label="Nicht gesehen"
            value={answer?.data.notSeen}
            previous={answer?.previous.notSeen}
            isLowerBetter
          />
        </KpiGrid>
      }
    >
      <Panel title="Nach Zeitfenster">{answer ? <WindowsTable answer={answer} /> : pending}</Panel>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Collapsible title="Top-Nachrichtentypen (allgemein)" defaultExpanded>
          {answer ? (
            <TopTypes items={answer.data.topMessageTypes} label="Top-Nachrichtentypen (allgemein)" />
          ) : (
            pending
          )}
        </Collapsible>
        <Collapsible title="Top-Nachrichtentypen (Closed Area & Urocampus)" defaultExpanded={!isMobile}>
          {answer ? (
            <TopTypes
              items={answer.data.topMessageTypesSpecial}
              label="Top-Nachrichtentypen (Closed Area & Urocampus)"
            />
          ) : (
            pending
          )}
        </Collapsible>
        <Collapsible
          title="Wochendaten"
          defaultExpanded={!isMobile}
          action={<CsvButton path={ADMIN_PATHS.notifications} />}
        >
          {answer ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <WeeklyChart
                label="Liniendiagramm: Benachrichtigungen pro Woche, gesamt, Push und gesehen"
                rows={answer.weeklyData}
                series={[
                  { label: 'Gesamt', value: (row) => row.total },
                  { label: 'Push', value: (row) => row.push },
                  { label: 'Gesehen', value: (row) => row.seen },
                ]}
              />
              <WeeklyGrid label="Benachrichtigungen pro Woche" rows={answer.weeklyData} columns={COLUMNS} />
            </Box>
          ) : (
            pending
          )}
        </Collapsible>
        <Collapsible title="Letzte Benachrichtigungen" defaultExpanded={!isMobile}>
          {answer ? <RecentNotifications items={answer.notifications} /> : pending}
        </Collapsible>
      </Box>
    </StatsSection>
  );
}
