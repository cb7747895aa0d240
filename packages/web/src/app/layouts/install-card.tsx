/**
 * The menu's install card (docs/pwa.md): "Installieren" where the browser offers an install
 * prompt, the short "Zum Home-Bildschirm" guide on iPhone and iPad (web push needs the installed
 * app there). Closing it is remembered on the device.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import InstallMobileRounded from '@mui/icons-material/InstallMobileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { dismissInstallCard, updatePwaState, type TInstallPromptEvent } from '../../platform/pwa.ts';
import { getProductName } from '../../platform/product.ts';

export default function InstallCard({ installPrompt }: { installPrompt: TInstallPromptEvent | null }) {
  const handleInstall = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice.catch(() => null);
    // A prompt can be shown once; the browser offers a new one when it may.
    updatePwaState({ installPrompt: null });
  };
  const title = installPrompt ? 'App installieren' : 'Zum Home-Bildschirm';
  return (
    <Paper
      component="section"
      aria-label={title}
      elevation={0}
      sx={(theme) => ({
        position: 'relative',
        p: 2,
        pr: 5,
        mb: 2,
        borderRadius: '16px',
        bgcolor: alpha(theme.palette.primary.main, 0.14),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
        <InstallMobileRounded sx={{ color: 'secondary.main' }} aria-hidden="true" />
        <Typography component="h2" sx={{ fontWeight: 750, fontSize: '0.9375rem' }}>
          {title}
        </Typography>
      </Box>
      {installPrompt ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Hol dir {getProductName()} auf deinen Startbildschirm: schneller Start, Mitteilungen auch bei
            geschlossener App.
          </Typography>
          <Button variant="contained" size="small" onClick={() => void handleInstall()}>
            Installieren
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Tippe in Safari unten auf „Teilen“ und dann auf „Zum Home-Bildschirm“. So bekommst du Mitteilungen
          auch auf dein iPhone.
        </Typography>
      )}
      <IconButton
        aria-label="Hinweis schließen"
        size="small"
        onClick={dismissInstallCard}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}
