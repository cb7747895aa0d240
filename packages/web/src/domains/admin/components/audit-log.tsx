/**
 * The "Einsichtsprotokoll" (ours, issue 17): who looked at which onboarding or registration session
 * with its names, e-mail or form data, and when. Opened from the dashboard's header (the drawer
 * lists only the seven admin pages); newest first, "Mehr laden" for older entries. Fetched fresh on
 * every opening, so an admin sees their own look of a moment ago.
 */
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TAuditLogEntry } from '@pflegepuls/shared/admin';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { useId, useState } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useAuditLogQuery } from '../api.ts';
import { formatDateTime } from '../format.ts';

export const AUDIT_ACTION_LABELS: Record<TAuditLogEntry['action'], string> = {
  onboarding_session_viewed: 'Onboarding-Session angesehen',
  registration_session_viewed: 'Registrierungs-Session angesehen',
  moderation_dismiss: 'Meldung verworfen',
  moderation_hide: 'Inhalt ausgeblendet',
  moderation_delete: 'Inhalt gelöscht',
  moderation_warn: 'Mitglied verwarnt',
  moderation_suspend: 'Mitglied befristet gesperrt',
  moderation_ban: 'Mitglied dauerhaft gesperrt',
  moderation_appeal_granted: 'Widerspruch stattgegeben',
  moderation_appeal_rejected: 'Widerspruch zurückgewiesen',
  moderation_identify_requested: 'Identifizierung eines Moment-Autors beantragt',
  moderation_identify_approved: 'Identifizierung eines Moment-Autors freigegeben',
  moderation_identify_refused: 'Identifizierung eines Moment-Autors abgelehnt',
};

function AuditEntry({ entry }: { entry: TAuditLogEntry }) {
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 650 }}>
          {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDateTime(entry.created_at)}
        </Typography>
      </Box>
      <Typography variant="body2">
        {entry.admin.name} (#{entry.admin.id})
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {`Session ${entry.subject_id}${entry.ip ? ` · IP ${entry.ip}` : ''}`}
      </Typography>
    </ListItem>
  );
}

function AuditLogList() {
  const log = useAuditLogQuery();
  if (log.isPending)
    return (
      <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={64} />
        ))}
      </Box>
    );
  if (log.isError && !log.data)
    return (
      <LoadErrorAlert onRetry={() => void log.refetch()} isRetrying={log.isFetching}>
        {ADMIN_MESSAGES.auditLogFailed}
      </LoadErrorAlert>
    );
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return <Typography color="text.secondary">Noch hat niemand Session-Details angesehen.</Typography>;
  return (
    <>
      <List disablePadding aria-label="Einträge des Einsichtsprotokolls">
        {entries.map((entry) => (
          <AuditEntry key={entry.id} entry={entry} />
        ))}
      </List>
      {log.isFetchNextPageError && (
        <LoadErrorAlert onRetry={() => void log.fetchNextPage()} sx={{ mt: 1 }}>
          {ADMIN_MESSAGES.auditLogFailed}
        </LoadErrorAlert>
      )}
      {log.hasNextPage && !log.isFetchNextPageError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage ? 'Lädt …' : 'Mehr laden'}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The header button (an icon on phones) and the sheet (phone) or dialog (desktop) it opens. */
export function AuditLogButton() {
  const [isOpen, setIsOpen] = useState(false);
  const isMobile = useIsMobile();
  const titleId = useId();
  const hintId = useId();
  return (
    <>
      {isMobile ? (
        <IconButton
          aria-label="Einsichtsprotokoll"
          onClick={() => setIsOpen(true)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ManageSearchRounded />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<ManageSearchRounded />}
          onClick={() => setIsOpen(true)}
          sx={{ flex: 'none' }}
        >
          Einsichtsprotokoll
        </Button>
      )}
      <ResponsiveSheet
        open={isOpen}
        onClose={() => setIsOpen(false)}
        labelledBy={titleId}
        describedBy={hintId}
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>Einsichtsprotokoll</DialogTitle>
        <DialogContent sx={{ overflowY: 'auto' }}>
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Jede Ansicht einer Onboarding- oder Registrierungs-Session mit Namen, E-Mail oder Formulardaten
            wird hier festgehalten, die neueste zuerst.
          </Typography>
          {isOpen && <AuditLogList />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setIsOpen(false)}>Schließen</Button>
        </DialogActions>
      </ResponsiveSheet>
    </>
  );
}
