/** "Mitglieder einladen" (the `invite_users` sub-route): members of the area by name (lazy chunk). */
import type { TGroupDetail } from '@pflegepuls/shared/groups';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useInviteCandidatesQuery, useInviteMutation } from '../api.ts';
import { GROUP_TEXTS as T } from '../texts.ts';

const STATUS = { member: T.statusMember, pending: T.invited, requested: T.statusRequested } as const;

export default function InviteDialog({ group, onClose }: { group: TGroupDetail; onClose: () => void }) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const candidates = useInviteCandidatesQuery(group.id, q, true);
  const invite = useInviteMutation(group.id);
  const showToast = useToast();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{T.inviteTitle}</DialogTitle>
      <DialogContent>
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={T.inviteSearch}
          fullWidth
          size="small"
          autoFocus
          sx={{ mt: 1, mb: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden="true" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 80, type: 'search' },
          }}
        />
        {candidates.isPending && <Skeleton height={120} />}
        {candidates.isError && (
          <LoadErrorAlert onRetry={() => void candidates.refetch()}>{T.failed}</LoadErrorAlert>
        )}
        {candidates.data?.length === 0 && <Typography color="text.secondary">{T.inviteNone}</Typography>}
        <Box component="ul" aria-label="Vorschläge" sx={{ p: 0, m: 0 }}>
          {candidates.data?.map((person) => (
            <Box
              component="li"
              key={person.id}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}
            >
              <UserAvatar person={person} size={40} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650 }}>{person.fullName}</Typography>
                {person.currentPosition && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {person.currentPosition}
                  </Typography>
                )}
              </Box>
              {person.status ? (
                <Typography variant="body2" color="text.secondary">
                  {STATUS[person.status]}
                </Typography>
              ) : (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={invite.isPending}
                  aria-label={`${person.fullName} einladen`}
                  onClick={() =>
                    invite.mutate([person.id], {
                      onSuccess: () =>
                        showToast({ message: T.inviteSent(person.fullName), severity: 'success' }),
                      onError: (error) =>
                        showToast({ message: error.message || T.failed, severity: 'error' }),
                    })
                  }
                >
                  {T.invite}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
