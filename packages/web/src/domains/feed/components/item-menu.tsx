import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useDeleteItemMutation } from '../api.ts';
import type { TItemRef } from '../cache.ts';
import { FEED_TEXTS } from '../texts.ts';

type TItemMenuProps = { item: TItemRef; onEdit?: () => void; onDeleted?: () => void };

/** The action menu of an own post or moment (000 §6): edit (posts) and delete with a confirmation. */
export function ItemMenu({ item, onEdit, onDeleted }: TItemMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteItem = useDeleteItemMutation();
  const showToast = useToast();
  const menuId = useId();
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
      <IconButton
        aria-label={FEED_TEXTS.moreActions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreHorizRounded />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {onEdit && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onEdit();
            }}
          >
            {FEED_TEXTS.edit}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
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
          <Button onClick={() => setIsConfirming(false)}>{FEED_TEXTS.cancel}</Button>
          <Button variant="contained" color="error" onClick={handleDelete} disabled={deleteItem.isPending}>
            {FEED_TEXTS.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
