/** "Neue Version verfügbar – neu laden" (docs/pwa.md): lets the waiting service worker take over. */
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export default function UpdateNotice({ worker }: { worker: ServiceWorker }) {
  const handleReload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    worker.postMessage({ type: 'skip-waiting' });
  };
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Button variant="contained" onClick={handleReload} sx={{ borderRadius: 999, boxShadow: 6 }}>
        Neue Version verfügbar – neu laden
      </Button>
    </Snackbar>
  );
}
