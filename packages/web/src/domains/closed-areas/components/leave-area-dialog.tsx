import { CLOSED_AREA_MESSAGES as M } from '@pflegepuls/shared/closed-areas-messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '../../../ui/toast.tsx';
import { useLeaveAreaMutation } from '../api.ts';
import { AREA_TARGETS } from '../areas.ts';
import { useSwitchArea } from '../area-transition.tsx';

type TLeaveAreaDialogProps = { open: boolean; onClose: () => void; closedAreaId: number; areaName: string };

/** Confirms leaving the area (issue 14); afterwards the member is back in the community. */
export function LeaveAreaDialog({ open, onClose, closedAreaId, areaName }: TLeaveAreaDialogProps) {
  const leave = useLeaveAreaMutation(closedAreaId);
  const switchArea = useSwitchArea();
  const showToast = useToast();
  const handleLeave = async () => {
    // mutateAsync: the result arrives even when this dialog's page has already been replaced.
    const answer = await leave.mutateAsync().catch(() => null);
    if (!answer) return;
    onClose();
    showToast({ message: answer.message, severity: 'success' });
    switchArea(AREA_TARGETS.community);
  };
  return (
    <Dialog open={open} onClose={leave.isPending ? undefined : onClose} aria-labelledby="leave-area-title">
      <DialogTitle id="leave-area-title">{M.leaveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Wenn du den {areaName} verlässt, siehst du sofort keine Beiträge, Gruppen und Events des Bereichs
          mehr. Deine Gruppenmitgliedschaften dort enden, und der {areaName} ist nicht mehr dein Startbereich.
          Du kannst jederzeit über den Bereichswechsler wieder beitreten.
        </DialogContentText>
        {leave.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {M.leaveFailed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={leave.isPending}>
          {M.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void handleLeave()}
          disabled={leave.isPending}
          startIcon={leave.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.leaveConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
