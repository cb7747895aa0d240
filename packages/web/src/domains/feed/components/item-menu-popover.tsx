import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
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
  anchor: HTMLElement | null;
  menuId: string;
  onCloseMenu: () => void;
  onEdit?: () => void;
  onDeleted?: () => void;
};

/** The menu and the delete confirmation of `ItemMenu` (lazy chunk: most cards are not one's own). */
export default function ItemMenuPopover({
  item,
  anchor,
  menuId,
  onCloseMenu,
  onEdit,
  onDeleted,
}: TItemMenuPopoverProps) {
  const [isConfirming, setIsConfirming] = useState(false);
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
        {onEdit && (
          <MenuItem
            onClick={() => {
              onCloseMenu();
              onEdit();
            }}
          >
            {TEXTS.edit}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            onCloseMenu();
            setIsConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {TEXTS.delete}
        </MenuItem>
      </Menu>
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
