import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../platform/router.tsx';
import { FullPageMessage } from '../../ui/full-page-message.tsx';

/** The German 404 page for paths the app does not know. */
export function NotFoundPage() {
  return (
    <FullPageMessage
      visual={
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: 88, md: 112 },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.05em',
            color: 'primary.main',
          }}
        >
          404
        </Typography>
      }
      title="Seite nicht gefunden"
      actions={
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Zur Startseite
        </Button>
      }
    >
      Diese Seite gibt es nicht (mehr). Vielleicht hat sich ein Tippfehler in die Adresse geschlichen, oder
      der Link ist veraltet.
    </FullPageMessage>
  );
}
