/**
 * A KPI tile: the figure of the period and its change against the window of the same length before
 * it (ours, beyond the spec). `format` turns a number into its German text. A share (`isShare`)
 * changes by percentage points, not by a percent of itself.
 */
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** The change from `previous` to `current` in percent, or null when there is nothing to compare. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

export function KpiTile({
  label,
  value,
  previous,
  format = formatNumber,
  isShare = false,
  isLowerBetter = false,
}: {
  label: string;
  /** undefined while loading. */
  value: number | undefined;
  previous?: number;
  format?: (value: number) => string;
  /** The value is a share in percent: its change is told in percentage points. */
  isShare?: boolean;
  /** A rise is bad news (abandoned sessions, errors, time taken): it shows red, a fall green. */
  isLowerBetter?: boolean;
}) {
  const change =
    value === undefined || previous === undefined
      ? null
      : isShare
        ? value - previous
        : percentChange(value, previous);
  const unit = isShare ? (Math.abs(change ?? 0) === 1 ? ' Prozentpunkt' : ' Prozentpunkte') : ' %';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value === undefined ? <Skeleton width="60%" /> : format(value)}
        </Typography>
        {value !== undefined && previous !== undefined && (
          <Typography
            variant="caption"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.25,
              color:
                change === null || change === 0
                  ? 'text.secondary'
                  : change > 0 !== isLowerBetter
                    ? 'success.main'
                    : 'error.main',
            }}
          >
            {change !== null && change > 0 && <ArrowUpwardRounded sx={{ fontSize: 14 }} aria-hidden="true" />}
            {change !== null && change < 0 && (
              <ArrowDownwardRounded sx={{ fontSize: 14 }} aria-hidden="true" />
            )}
            {change === null
              ? `Vorher: ${format(previous)}`
              : `${change > 0 ? '+' : ''}${formatNumber(change)}${unit} gegenüber vorher (${format(previous)})`}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
