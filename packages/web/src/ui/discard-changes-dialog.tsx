import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type TDiscardChangesDialogProps = { open: boolean; onKeepEditing: () => void; onDiscard: () => void };

/** Asks before closing a form with entered data: the auth dialog (001 §2.2), the create forms. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: TDiscardChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onKeepEditing}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby="discard-title"
      aria-describedby="discard-text"
      slotProps={{ paper: { sx: { borderRadius: '24px', m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="discard-title" sx={{ pt: 3, pb: 1, fontWeight: 750 }}>
        Änderungen verwerfen?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">
          Bist du sicher, dass du alle eingegebenen Daten verwerfen möchtest?
        </DialogContentText>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{
          px: 3,
          pb: 3,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          '& > *': { width: { xs: '100%', sm: 'auto' } },
        }}
      >
        <Button onClick={onKeepEditing} color="inherit" autoFocus>
          Weiter bearbeiten
        </Button>
        <Button onClick={onDiscard} variant="contained" color="error">
          Verwerfen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
