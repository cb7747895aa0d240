import { STATUS_BAR_COLOR_LOGGED_IN } from '../../ui/screen.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from '../../platform/router.tsx';
import { getProductName } from '../../platform/product.ts';
import { ProductWordmark } from '../../ui/product-wordmark.tsx';
import { LEGAL_TITLES, LegalText, type TLegalKind } from '../legal/legal-texts.tsx';

const KIND_BY_PATH: Record<string, TLegalKind> = {
  '/datenschutz': 'privacy',
  '/impressum': 'imprint',
  '/about': 'about',
};

const PUBLIC_LINKS: Array<[string, string]> = [
  ['/impressum', 'Impressum'],
  ['/datenschutz', 'Datenschutz'],
  ['/eula', 'Endbenutzer-Lizenzvertrag'],
  ['/about', 'Über uns'],
];

const EulaDialog = lazy(() => import('../../domains/auth/components/eula-dialog.tsx'));

/** The licence text is the auth dialog's; its page opens that dialog over a short introduction. */
function EulaPage() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Der Endbenutzer-Lizenzvertrag regelt die Nutzung von {getProductName()}. Du findest ihn jederzeit im
        Menü unter „Endbenutzer Lizenzvertrag“ und bei der Registrierung.
      </Typography>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        Vertrag lesen
      </Button>
      <Suspense fallback={null}>
        <EulaDialog open={isOpen} onClose={() => setIsOpen(false)} />
      </Suspense>
    </>
  );
}

/**
 * The legal pages (000 §2): public at /datenschutz, /impressum, /eula and /about with a small frame of
 * their own; inside a closed area (/closed_area/{id}/datenschutzbestimmungen) the member frame is around it.
 */
export function LegalPage() {
  const { pathname } = useLocation();
  const isClosedArea = pathname.startsWith('/closed_area/');
  const path = pathname.replace(/\/+$/, '');
  const kind: TLegalKind | 'eula' = isClosedArea ? 'urocampusPrivacy' : (KIND_BY_PATH[path] ?? 'eula');
  const title = kind === 'eula' ? 'Endbenutzer-Lizenzvertrag' : LEGAL_TITLES[kind];

  useEffect(() => {
    document.title = `${title} – ${getProductName()}`;
  }, [title]);

  const content = (
    <Box component="article" sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      {kind === 'eula' ? <EulaPage /> : <LegalText kind={kind} />}
    </Box>
  );
  if (isClosedArea) return content;

  return (
    <Box
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="header"
        sx={{
          bgcolor: STATUS_BAR_COLOR_LOGGED_IN,
          color: '#FFFFFF',
          px: { xs: 2, sm: 3 },
          height: 56,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Box component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}>
          <ProductWordmark />
        </Box>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        {content}
      </Box>
      <Box
        component="footer"
        sx={{
          display: 'flex',
          gap: 2.5,
          flexWrap: 'wrap',
          justifyContent: 'center',
          py: 3,
          px: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {PUBLIC_LINKS.map(([to, label]) => (
          <Link
            key={to}
            component={RouterLink}
            to={to}
            variant="body2"
            aria-current={to === path ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
