/**
 * Matcher-Sync (001 §2.4 "Matcher Sync"): the screen comes with the matcher (issue 18), which
 * builds the sync it lists and starts. Until then the frame says so plainly; no list, no button
 * that would pretend to do something.
 */
import SyncRounded from '@mui/icons-material/SyncRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export default function MatcherSyncSection() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: { xs: 2, md: 3 } }}>
        <Box
          aria-hidden="true"
          sx={(theme) => ({
            flex: 'none',
            width: 48,
            height: 48,
            borderRadius: '16px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.18),
            color: 'secondary.main',
          })}
        >
          <SyncRounded />
        </Box>
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Der Matcher-Sync kommt mit dem Matcher
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Der Matcher bringt Talente und Stellenanzeigen zusammen. Sobald er läuft, siehst du hier seine
            Sync-Meldungen mit Status und Debug-Daten und kannst einen Abgleich von Hand starten.
          </Typography>
          <Typography color="text.secondary">
            Bis dahin gibt es hier nichts zu synchronisieren, und es werden keine Daten angezeigt.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
