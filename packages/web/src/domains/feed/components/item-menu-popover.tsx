import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MODERATION_MESSAGES as M } from '@pflegepuls/shared/moderation-messages';
import { useId, useState } from 'react';
import { useMemberFilterMutation } from '../../moderation/api.ts';
import { ReportMenuItem, useReport } from '../../moderation/components/use-report.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDeleteItemMutation } from '../api.ts';
import type { TItemRef } from '../cache.ts';

/** Texts of the menu and the delete dialog (here, not in FEED_TEXTS: /feed's first load does not need them). */
const TEXTS = {
  edit: 'Bearbeiten',
  delete: 'Löschen',
  cancel: 'Abbrechen',
  deletePostTitle: 'Beitrag löschen?',
  deleteMomentTitle: 'Moment löschen?',
  deleteText: 'Das kann nicht rückgängig gemacht werden.',
  deleted: 'Gelöscht.',
  deleteFailed: 'Löschen hat nicht geklappt. Bitte versuche es erneut.',
} as const;

export type TItemMenuPopoverProps = {
  item: TItemRef;
  isOwn: boolean;
  userName: string | null;
  anchor: HTMLElement | null;
  menuId: string;
  onCloseMenu: () => void;
  onEdit?: () => void;
  onDeleted?: () => void;
};

/** The menu and the delete confirmation of `ItemMenu` (lazy chunk: most cards are not one's own). */
export default function ItemMenuPopover({
  item,
  isOwn,
  userName,
  anchor,
  menuId,
  onCloseMenu,
  onEdit,
  onDeleted,
}: TItemMenuPopoverProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const { openReport, reportDialog } = useReport();
  const filter = useMemberFilterMutation();
  const deleteItem = useDeleteItemMutation();
  const showToast = useToast();
  const titleId = useId();

  const handleDelete = () => {
    deleteItem.mutate(item, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({ message: TEXTS.deleted, severity: 'success' });
        onDeleted?.();
      },
      onError: (error) => showToast({ message: error.message || TEXTS.deleteFailed, severity: 'error' }),
    });
  };

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => onCloseMenu()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {!isOwn && <ReportMenuItem onClose={onCloseMenu} onReport={() => openReport(item.type, item.id)} />}
        {!isOwn && (item.type === 'moment' || userName) && (
          <MenuItem
            onClick={() => {
              onCloseMenu();
              const input =
                item.type === 'moment' || !userName
                  ? { kind: 'blockMomentAuthor' as const, momentId: item.id }
                  : { kind: 'block' as const, userName };
              // The card leaves the feed when the answer comes, taking this menu with it: the
              // promise (not mutate's callbacks, which an unmounted observer drops) shows the toast.
              filter.mutateAsync(input).then(
                (answer) => showToast({ message: answer.message, severity: 'success' }),
                (error: Error) => showToast({ message: error.message, severity: 'error' }),
              );
            }}
          >
            {item.type === 'moment' ? M.blockAnonymous : M.block}
          </MenuItem>
        )}
        {!isOwn && item.type === 'post' && userName && (
          <MenuItem
            onClick={() => {
              onCloseMenu();
              filter.mutateAsync({ kind: 'mute', userName }).then(
                (answer) => showToast({ message: answer.message, severity: 'success' }),
                (error: Error) => showToast({ message: error.message, severity: 'error' }),
              );
            }}
          >
            {M.mute}
          </MenuItem>
        )}
        {isOwn && onEdit && (
          <MenuItem
            onClick={() => {
              onCloseMenu();
              onEdit();
            }}
          >
            {TEXTS.edit}
          </MenuItem>
        )}
        {isOwn && (
          <MenuItem
            onClick={() => {
              onCloseMenu();
              setIsConfirming(true);
            }}
            sx={{ color: 'error.main' }}
          >
            {TEXTS.delete}
          </MenuItem>
        )}
      </Menu>
      {reportDialog}
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {item.type === 'post' ? TEXTS.deletePostTitle : TEXTS.deleteMomentTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{TEXTS.deleteText}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="secondary" onClick={() => setIsConfirming(false)}>
            {TEXTS.cancel}
          </Button>
          <Button variant="contained" color="error" onClick={handleDelete} disabled={deleteItem.isPending}>
            {TEXTS.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
