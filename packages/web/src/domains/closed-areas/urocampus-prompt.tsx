import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useSwitchArea } from './area-transition.tsx';

/**
 * The Urocampus prompt dialog (000 §2 area switcher): invites a community member who is not in the
 * Urocampus, at most once per week; the member layout mounts it when urocampus-prompt-rules.ts says so. "Jetzt ansehen" opens the join
 * wizard at its terms step; "Später" dismisses it for a week.
 */
export default function UrocampusPrompt() {
  const [open, setOpen] = useState(true);
  const switchArea = useSwitchArea();

  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="urocampus-prompt-title" maxWidth="xs">
      <DialogTitle id="urocampus-prompt-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <SchoolRounded />
        </Box>
        Kennst du schon den Urocampus?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Der Urocampus ist der geschlossene Fachbereich für Kontinenz- und Urologiepflege: Real Talk unter
          Kolleginnen und Kollegen, Fachgruppen, Webinare, Podcasts und Videos. Der Beitritt ist kostenlos,
          und du kannst jederzeit wieder austreten.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => setOpen(false)}>
          Später
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setOpen(false);
            switchArea(`/closed_area/${UROCAMPUS_AREA_ID}?step=2`);
          }}
        >
          Jetzt ansehen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
