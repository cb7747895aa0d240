import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '../../../ui/toast.tsx';
import { useBlockMutation } from '../api.ts';

type TBlockDialogProps = {
  open: boolean;
  onClose: () => void;
  userName: string;
  name: string;
  /** The current state: the dialog blocks when false, unblocks when true. */
  isBlocked: boolean;
};

/** Confirms blocking (or unblocking) a member; used in the conversation and on profiles. */
export function BlockDialog({ open, onClose, userName, name, isBlocked }: TBlockDialogProps) {
  const showToast = useToast();
  const block = useBlockMutation(userName);
  const confirm = () =>
    block.mutate(!isBlocked, {
      onSuccess: (answer) => {
        showToast({ severity: 'success', message: answer.message });
        onClose();
      },
      onError: (error) => showToast({ severity: 'error', message: error.message }),
    });
  return (
    <Dialog open={open} onClose={() => !block.isPending && onClose()}>
      <DialogTitle>{isBlocked ? `${name} nicht mehr blockieren?` : `${name} blockieren?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {isBlocked
            ? 'Ihr könnt euch dann wieder Nachrichten schreiben und Kontaktanfragen schicken.'
            : 'Ihr könnt euch dann keine Nachrichten mehr schreiben, und es sind keine neuen Kontaktanfragen möglich; eine bestehende Verbindung und offene Anfragen zwischen euch enden. Die Person erfährt nicht, dass du sie blockiert hast. Bisherige Nachrichten bleiben sichtbar.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={block.isPending}>
          Abbrechen
        </Button>
        <Button
          variant="contained"
          color={isBlocked ? 'primary' : 'error'}
          onClick={confirm}
          disabled={block.isPending}
        >
          {isBlocked ? 'Blockierung aufheben' : 'Blockieren'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
