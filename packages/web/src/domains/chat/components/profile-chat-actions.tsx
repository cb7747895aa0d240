import BlockIcon from '@mui/icons-material/BlockRounded';
import FlagIcon from '@mui/icons-material/OutlinedFlagRounded';
import MoreVertIcon from '@mui/icons-material/MoreVertRounded';
import VolumeOffIcon from '@mui/icons-material/VolumeOffRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { MODERATION_MESSAGES as M } from '@pflegepuls/shared/moderation-messages';
import { useState } from 'react';
import { useBlocksQuery, useMemberFilterMutation } from '../../moderation/api.ts';
import { useReport } from '../../moderation/components/use-report.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useBlockStatusQuery } from '../api.ts';
import { BlockDialog } from './block-dialog.tsx';
import { OpenChatButton } from './open-chat-button.tsx';

/**
 * The actions on another member's profile: "Nachricht" and, in a menu, block/unblock, mute/unmute
 * and report the profile.
 */
export function ProfileChatActions({
  userId,
  userName,
  name,
}: {
  userId: number;
  userName: string;
  name: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const status = useBlockStatusQuery(userName, anchor !== null || isDialogOpen);
  const isBlocked = status.data?.isBlocked ?? false;
  const filters = useBlocksQuery(anchor !== null);
  const isMuted = filters.data?.mutes.some((m) => m.userName === userName) ?? false;
  const filter = useMemberFilterMutation();
  const showToast = useToast();
  const { openReport, reportDialog } = useReport();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <OpenChatButton userName={userName} name={name} />
      <IconButton
        aria-label={`Weitere Aktionen für ${name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={status.isPending}
          onClick={() => {
            setAnchor(null);
            setIsDialogOpen(true);
          }}
        >
          <ListItemIcon>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          {isBlocked ? 'Blockierung aufheben' : 'Blockieren'}
        </MenuItem>
        <MenuItem
          disabled={filters.isPending || filter.isPending}
          onClick={() => {
            setAnchor(null);
            filter.mutateAsync({ kind: isMuted ? 'unmute' : 'mute', userName }).then(
              (answer) => showToast({ message: answer.message, severity: 'success' }),
              (error: Error) => showToast({ message: error.message, severity: 'error' }),
            );
          }}
        >
          <ListItemIcon>
            <VolumeOffIcon fontSize="small" />
          </ListItemIcon>
          {isMuted ? M.unmute : M.mute}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            openReport('profile', userId);
          }}
        >
          <ListItemIcon>
            <FlagIcon fontSize="small" />
          </ListItemIcon>
          {M.report}
        </MenuItem>
      </Menu>
      {reportDialog}
      <BlockDialog
        open={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        userName={userName}
        name={name}
        isBlocked={isBlocked}
      />
    </Stack>
  );
}
