import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { getProductName } from '../../platform/product.ts';
import { getAreaFromPath, getClosedAreaPath } from '../layouts/shell-rules.ts';

type TComingSoon = { title: string; text: string };

/** What each not-yet-built part of the app will be, in the member's words. */
export function describeComingSoon(pathname: string): TComingSoon {
  if (pathname.startsWith('/chat'))
    return { title: 'Nachrichten', text: 'Bald kannst du hier Nachrichten mit deinen Kontakten schreiben.' };
  if (pathname.startsWith('/stellenangebote') || pathname.includes('stellenanzeige'))
    return {
      title: 'Stellenanzeigen',
      text: 'Hier findest du bald Stellenangebote, die zu deiner Ausbildung und deinem Wohnort passen.',
    };
  if (pathname.startsWith('/arbeitgeber'))
    return {
      title: 'Arbeitgeberprofile',
      text: 'Bald stellen sich hier Arbeitgeber aus Pflege und Gesundheitswesen vor.',
    };
  if (pathname.includes('/groups'))
    return { title: 'Gruppen', text: 'Gruppen zum Austausch in kleiner Runde kommen bald.' };
  if (pathname.includes('/events'))
    return { title: 'Events', text: 'Fortbildungen und Treffen findest du bald hier.' };
  if (pathname.includes('wiki'))
    return { title: 'Wiki', text: 'Das Wiki mit Fachwissen, Büchern, Apps und Podcasts entsteht gerade.' };
  return { title: 'Bald verfügbar', text: 'Dieser Bereich wird gerade gebaut.' };
}

/** The friendly page for routes whose part of the app comes later; it offers a way back, no fake feature. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const { title, text } = describeComingSoon(pathname);
  const area = getAreaFromPath(pathname);
  const home = area.kind === 'closedArea' ? getClosedAreaPath(area.closedAreaId) : '/feed';

  useEffect(() => {
    document.title = `${title} – ${getProductName()}`;
  }, [title]);

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 }, textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      <Box
        sx={(theme) => ({
          width: 88,
          height: 88,
          borderRadius: '28px',
          mx: 'auto',
          mb: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette.primary.main, 0.18),
          color: 'secondary.main',
        })}
      >
        <ConstructionRounded sx={{ fontSize: 44 }} aria-hidden="true" />
      </Box>
      <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Wir sagen dir Bescheid, sobald es losgeht.
      </Typography>
      <Button component={RouterLink} to={home} variant="contained" size="large">
        Zurück zum Feed
      </Button>
    </Box>
  );
}
