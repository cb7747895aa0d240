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
import { FEED_TEXTS } from '../texts.ts';

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
        showToast({ message: FEED_TEXTS.deleted, severity: 'success' });
        onDeleted?.();
      },
      onError: (error) => showToast({ message: error.message || FEED_TEXTS.deleteFailed, severity: 'error' }),
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
            {FEED_TEXTS.edit}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            onCloseMenu();
            setIsConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {FEED_TEXTS.delete}
        </MenuItem>
      </Menu>
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {item.type === 'post' ? FEED_TEXTS.deletePostTitle : FEED_TEXTS.deleteMomentTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{FEED_TEXTS.deleteText}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="secondary" onClick={() => setIsConfirming(false)}>
            {FEED_TEXTS.cancel}
          </Button>
          <Button variant="contained" color="error" onClick={handleDelete} disabled={deleteItem.isPending}>
            {FEED_TEXTS.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
