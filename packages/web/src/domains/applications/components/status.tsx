/** An application's status as a chip, and its timeline of steps (docs/applications.md). */
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import {
  APPLICATION_STAGES,
  APPLICATION_STATUS_LABELS,
  type TApplicationStatus,
} from '@pflegepuls/shared/applications-messages';
import type { TApplication } from '@pflegepuls/shared/applications';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** Colours with readable contrast on the light and the dark theme (axe). */
const CHIP_COLORS: Record<TApplicationStatus, 'default' | 'info' | 'primary' | 'success' | 'error'> = {
  received: 'default',
  seen: 'info',
  interview: 'primary',
  offer: 'primary',
  hired: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function StatusChip({
  status,
  size = 'small',
}: {
  status: TApplicationStatus;
  size?: 'small' | 'medium';
}) {
  const color = CHIP_COLORS[status];
  return (
    <Chip
      size={size}
      label={APPLICATION_STATUS_LABELS[status]}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 700, ...(color === 'primary' ? { color: 'common.black' } : {}) }}
    />
  );
}

export function formatDay(at: number): string {
  return new Date(at).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * The way from "eingegangen" to "eingestellt": steps reached with their date, the current one in
 * bold, steps still ahead greyed; a rejection or withdrawal ends the list.
 */
export function StatusTimeline({ application }: { application: Pick<TApplication, 'status' | 'steps'> }) {
  const reached = new Map<TApplicationStatus, number>();
  for (const step of application.steps) reached.set(step.status, step.at);
  const ended = application.status === 'rejected' || application.status === 'withdrawn';
  const currentIndex = APPLICATION_STAGES.indexOf(application.status as (typeof APPLICATION_STAGES)[number]);
  // Stages up to the furthest one reached (a company may step back; the way stays visible).
  const furthest = Math.max(
    currentIndex,
    ...application.steps.map((s) =>
      APPLICATION_STAGES.indexOf(s.status as (typeof APPLICATION_STAGES)[number]),
    ),
  );
  const rows = APPLICATION_STAGES.filter((stage, i) => !ended || i <= furthest).map((stage, i) => ({
    stage: stage as TApplicationStatus,
    done: i <= furthest,
    current: stage === application.status,
  }));
  if (ended) rows.push({ stage: application.status, done: true, current: true });
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0 }}>
      {rows.map((row, i) => {
        const at = reached.get(row.stage);
        const failed = row.stage === 'rejected' || row.stage === 'withdrawn';
        return (
          <Box
            component="li"
            key={row.stage}
            aria-current={row.current ? 'step' : undefined}
            sx={{ display: 'grid', gridTemplateColumns: '28px 1fr', columnGap: 1.5, minHeight: 44 }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {failed ? (
                <CancelRounded color="error" aria-hidden="true" />
              ) : row.done ? (
                <CheckCircleRounded color={row.current ? 'primary' : 'success'} aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedRounded sx={{ color: 'text.disabled' }} aria-hidden="true" />
              )}
              {i < rows.length - 1 && (
                <Box sx={{ flex: 1, width: 2, my: 0.25, bgcolor: row.done ? 'success.light' : 'divider' }} />
              )}
            </Box>
            <Box sx={{ pb: 1.5 }}>
              <Typography
                sx={{
                  fontWeight: row.current ? 800 : 600,
                  color: row.done ? 'text.primary' : 'text.secondary',
                }}
              >
                {APPLICATION_STATUS_LABELS[row.stage]}
              </Typography>
              {at !== undefined && (
                <Typography variant="caption" color="text.secondary">
                  {formatDay(at)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
