/**
 * The session detail's frame (001 §2.4, §9): a dialog on desktops and a bottom sheet of at most 95vh on
 * phones, with a loading skeleton, the error with its retry, the facts as a list of terms and the
 * event timeline. The onboarding and registration details fill it with their own facts and events.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { formatDateTime, formatDurationWords } from './funnel-format.ts';
import { abandonmentReasonLabel, DEVICE_LABELS, labelOf } from './funnel-labels.ts';
import { StatusChip } from './funnel-parts.tsx';
import type { TTimelineEntry } from './funnel-timeline.ts';
import { useSessionDetailQuery, type TFunnel, type TSessionDetailOf } from './funnels-api.ts';

const TITLE_ID = 'funnel-session-detail-title';

/** Which session is shown; kept while the sheet slides out, so its content does not vanish first. */
export type TOpenSession = { uuid: string; isOpen: boolean } | null;

/** What a funnel page hands its session detail. */
export type TSessionDetailProps = { session: TOpenSession; onClose: () => void; onExited: () => void };

/** A titled group of facts in a session's detail ("Person", "Session", …). */
export type TFactGroup = { title: string; facts: readonly TFact[] };

/**
 * The sheet of a session of `funnel`: loads it, then shows its groups of facts and its timeline
 * ("Verlauf"), which the funnel's detail reads from the session.
 */
export function SessionDetailSheet<F extends TFunnel>({
  funnel,
  title,
  session,
  onClose,
  onExited,
  facts,
  timeline,
}: TSessionDetailProps & {
  funnel: F;
  title: string;
  facts: (detail: TSessionDetailOf<F>) => readonly TFactGroup[];
  timeline: (detail: TSessionDetailOf<F>) => readonly TTimelineEntry[];
}) {
  const query = useSessionDetailQuery(funnel, session?.uuid ?? null);
  return (
    <ResponsiveSheet
      open={session?.isOpen ?? false}
      onClose={onClose}
      onExited={onExited}
      labelledBy={TITLE_ID}
      maxWidth="md"
    >
      <DialogTitle
        id={TITLE_ID}
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pr: 1 }}
      >
        {title}
        <IconButton aria-label="Schließen" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      {/* Focusable, so that the keyboard can scroll a long timeline (axe scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {query.isPending ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label="Session wird geladen"
            sx={{ display: 'grid', gap: 1 }}
          >
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={200} />
          </Box>
        ) : query.isError ? (
          <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            {ADMIN_MESSAGES.sessionDetailFailed}
          </LoadErrorAlert>
        ) : (
          <>
            {facts(query.data).map((group) => (
              <DetailFacts key={group.title} title={group.title} facts={group.facts} />
            ))}
            <Timeline title="Verlauf" entries={timeline(query.data)} />
          </>
        )}
      </DialogContent>
    </ResponsiveSheet>
  );
}

export type TFact = { label: string; value: ReactNode; isWide?: boolean };

/** The "Session" facts of either funnel, with the funnel's own ones (`own`) after the duration. */
export function getSessionFacts(detail: TSessionDetailOf<TFunnel>, own: readonly TFact[]): TFact[] {
  const reason = abandonmentReasonLabel(detail.abandonment_reason);
  return [
    { label: 'Status', value: <StatusChip status={detail.status} /> },
    { label: 'Gestartet', value: formatDateTime(detail.started_at) },
    {
      label: 'Dauer',
      value: detail.duration_seconds === null ? 'Läuft noch' : formatDurationWords(detail.duration_seconds),
    },
    ...own,
    { label: 'Gerät', value: labelOf(DEVICE_LABELS, detail.device_type) },
    { label: 'Browser', value: detail.browser ?? 'Unbekannt' },
    { label: 'Betriebssystem', value: detail.os ?? 'Unbekannt' },
    ...(reason ? [{ label: 'Abbruchgrund', value: reason }] : []),
  ];
}

/** Facts of a session as a list of terms in two columns; a wide one (an e-mail) takes both. */
function DetailFacts({ title, facts }: { title: string; facts: readonly TFact[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 750, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1.5,
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ minWidth: 0, gridColumn: fact.isWide ? '1 / -1' : undefined }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A session's events in order, as a vertical line with one dot per event. */
function Timeline({ title, entries }: { title: string; entries: readonly TTimelineEntry[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 750, mb: 1 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Zu dieser Session gibt es keine Ereignisse.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry, index) => (
            <Box
              component="li"
              key={entry.key}
              sx={{ display: 'grid', gridTemplateColumns: '16px minmax(0, 1fr)', columnGap: 1.5 }}
            >
              <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    mt: '6px',
                    flex: 'none',
                  }}
                />
                {index < entries.length - 1 && (
                  <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5 }} />
                )}
              </Box>
              <Box sx={{ pb: 1.5, minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {entry.title}
                  </Typography>
                  {entry.context && (
                    <Typography variant="body2" color="text.secondary">
                      {entry.context}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                    {entry.when}
                  </Typography>
                </Box>
                {entry.details.map((line) => (
                  <Typography
                    key={line}
                    variant="caption"
                    component="p"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {line}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
