import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ResponsiveSheet } from '../../ui/responsive-sheet.tsx';
import { LEGAL_TITLES, LegalText } from './legal-texts.tsx';

/** The privacy text as a dialog (000 §2: the menus' "Datenschutz (dialog)"). */
export default function PrivacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ResponsiveSheet open={open} onClose={onClose} labelledBy="privacy-title" maxWidth="md">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, pt: { xs: 1, md: 3 }, pb: 2 }}>
        <Typography id="privacy-title" component="h2" variant="h5" sx={{ flex: 1 }}>
          {LEGAL_TITLES.privacy}
        </Typography>
        <IconButton onClick={onClose} aria-label="Schließen" edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', px: 3, pb: 3 }} tabIndex={0} role="region" aria-label="Datenschutztext">
        <LegalText kind="privacy" headingLevel="h3" />
      </Box>
    </ResponsiveSheet>
  );
}
