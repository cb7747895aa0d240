/**
 * The cohort table (ours, beyond the spec): one row per registration week, its size and the share
 * active in each week after, shaded like a heat map. The shade stays light enough for the text's
 * contrast in both colour modes (at most 45 % of the brand orange); weeks not over yet show "–".
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { TUserCohorts } from '@pflegepuls/shared/admin';
import { formatDayRange, formatPercent, formatWeek } from '../format.ts';
import { formatNumber } from './kpi-tile.tsx';
import { ScrollTable } from './scroll-table.tsx';

type TCohort = TUserCohorts['cohorts'][number];

const MIN_SHADE = 0.06;
const MAX_SHADE = 0.45;

/** The shade of a share: its place between 0 and the table's highest share, as an opacity. */
export function getCohortShade(share: number, highest: number): number {
  if (highest <= 0 || share <= 0) return 0;
  return MIN_SHADE + (MAX_SHADE - MIN_SHADE) * Math.min(share / highest, 1);
}

/** Newest registration week first, as the weekly grids. */
function sortNewestFirst(cohorts: readonly TCohort[]) {
  return [...cohorts].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

export function CohortTable({ cohorts }: { cohorts: readonly TCohort[] }) {
  const theme = useTheme();
  if (cohorts.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        In diesem Zeitraum hat sich niemand registriert.
      </Typography>
    );
  const rows = sortNewestFirst(cohorts);
  const weekCount = Math.max(...rows.map((row) => row.weeks.length));
  const highest = Math.max(0, ...rows.flatMap((row) => row.weeks.map((share) => share ?? 0)));
  const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

  return (
    <ScrollTable label="Kohortentabelle">
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
        <caption style={{ captionSide: 'bottom', textAlign: 'left' }}>
          Anteil der in einer Woche registrierten Mitglieder, die in Woche 1, 2, … danach aktiv waren.
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={stickyCell}>
              Registriert
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Personen
            </TableCell>
            {Array.from({ length: weekCount }, (_, index) => (
              <TableCell key={index} component="th" scope="col" align="right">
                Woche {index + 1}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.period}>
              <TableCell component="th" scope="row" sx={stickyCell}>
                <Box component="span" sx={{ display: 'block', fontWeight: 650 }}>
                  {formatWeek(row.period)}
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {formatDayRange(row.startDate, row.endDate)}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatNumber(row.size)}</TableCell>
              {Array.from({ length: weekCount }, (_, index) => {
                const share = row.weeks[index];
                return (
                  <TableCell
                    key={index}
                    align="right"
                    sx={{
                      bgcolor:
                        share === null || share === undefined
                          ? undefined
                          : alpha(theme.palette.primary.main, getCohortShade(share, highest)),
                    }}
                  >
                    {share === null || share === undefined ? '–' : formatPercent(share)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
