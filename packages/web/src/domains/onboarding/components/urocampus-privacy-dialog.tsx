import { UROCAMPUS_TERMS_VERSION } from '@pflegepuls/shared/onboarding/options';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type TUrocampusPrivacyDialogProps = { open: boolean; onAccept: () => void; onDecline: () => void };

/** The privacy notice of the Urocampus opt-in; accepting it is what sets joinUrocampus (001 §4.2). */
export function UrocampusPrivacyDialog({ open, onAccept, onDecline }: TUrocampusPrivacyDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onDecline}
      maxWidth="xs"
      fullWidth
      aria-labelledby="urocampus-privacy-title"
      aria-describedby="urocampus-privacy-text"
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <DialogTitle id="urocampus-privacy-title" sx={{ fontWeight: 750 }}>
        Datenschutz im Urocampus
      </DialogTitle>
      <DialogContent id="urocampus-privacy-text">
        <Typography sx={{ mb: 1.5 }}>
          Der Urocampus ist ein geschlossener Bereich, der von einem Partnerunternehmen unterstützt wird.
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Wenn du beitrittst, sehen der Partner und die Moderation deinen Namen, deine Ausbildung und deine
          Beiträge im Urocampus. Deine Telefonnummer und deine Postleitzahl geben wir nicht weiter.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Du kannst den Urocampus jederzeit wieder verlassen. Stand der Bedingungen: {UROCAMPUS_TERMS_VERSION}
          .
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={onDecline}>
          Ablehnen
        </Button>
        <Button variant="contained" onClick={onAccept} autoFocus>
          Akzeptieren
        </Button>
      </DialogActions>
    </Dialog>
  );
}
