/** "Mitglieder einladen" (the `invite_users` sub-route): members of the area by name, or a whole group. */
import { EVENT_STATUS_LABELS, type TEventDetail } from '@pflegepuls/shared/events';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { describeError } from '../../../platform/http.ts';
import { useGroupListQuery } from '../../groups/api.ts';
import { useCandidatesQuery, useInviteMutation } from '../api.ts';
import { EVENT_TEXTS as T } from '../texts.ts';

export default function InviteDialog({ event, onClose }: { event: TEventDetail; onClose: () => void }) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const candidates = useCandidatesQuery(event.id, q);
  const groups = useGroupListQuery(event.closedAreaId, 'mine', '');
  const myGroups = groups.data?.pages.flatMap((page) => page.data) ?? [];
  const [groupId, setGroupId] = useState('');
  const invite = useInviteMutation(event.id);
  const showToast = useToast();
  const send = (input: { userIds?: number[]; groupId?: number }) =>
    invite.mutate(input, {
      onSuccess: ({ invited }) => showToast({ message: T.invited(invited), severity: 'success' }),
      onError: (error) => showToast({ message: describeError(error), severity: 'error' }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{T.inviteTitle}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            alignItems: 'stretch',
            mt: 1,
          }}
        >
          <TextField
            select
            size="small"
            label={T.inviteGroup}
            value={groupId}
            onChange={(e) => setGroupId(e.target.value)}
            sx={{ flex: 1 }}
          >
            {myGroups.map((g) => (
              <MenuItem key={g.id} value={String(g.id)}>
                {g.title}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!groupId || invite.isPending}
            onClick={() => send({ groupId: Number(groupId) })}
          >
            {T.inviteGroupButton}
          </Button>
        </Box>
        <Divider sx={{ my: 2 }} />
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          label={T.inviteSearch}
          fullWidth
          size="small"
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
        {candidates.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {T.inviteNone}
          </Typography>
        )}
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
                  {EVENT_STATUS_LABELS[person.status]}
                </Typography>
              ) : (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={invite.isPending}
                  onClick={() => send({ userIds: [person.id] })}
                  aria-label={`${person.fullName} einladen`}
                >
                  {T.inviteButton}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
