/**
 * "…" with "Blockieren"/"Blockierung aufheben", "Stummschalten"/"Stummschaltung aufheben" and
 * "Melden" (the profile) for another member (docs/moderation.md): on the profile next to "Nachricht" and on the network's person
 * cards. Blocking goes through the chat's confirmation dialog (one block everywhere); the state is
 * loaded only when the menu opens.
 */
import BlockIcon from '@mui/icons-material/BlockRounded';
import MoreVertIcon from '@mui/icons-material/MoreVertRounded';
import VolumeOffIcon from '@mui/icons-material/VolumeOffRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MODERATION_MESSAGES as M } from '@pflegepuls/shared/moderation-messages';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useBlockStatusQuery } from '../../chat/api.ts';
import { BlockDialog } from '../../chat/components/block-dialog.tsx';
import { useBlocksQuery, useMemberFilterMutation } from '../api.ts';
import { ReportMenuItem, useReport } from './use-report.tsx';

/** `userId`: also "Melden" for the profile (the profile page; the network's cards leave it to the profile). */
export function MemberModerationMenu({
  userId,
  userName,
  name,
}: {
  userId?: number;
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
    <>
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
          {isBlocked ? M.unblock : M.block}
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
        {userId !== undefined && (
          <ReportMenuItem
            withIcon
            onClose={() => setAnchor(null)}
            onReport={() => openReport('profile', userId)}
          />
        )}
      </Menu>
      {reportDialog}
      <BlockDialog
        open={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        userName={userName}
        name={name}
        isBlocked={isBlocked}
      />
    </>
  );
}
