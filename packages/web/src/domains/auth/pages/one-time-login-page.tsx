import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { PATHS } from '../../../platform/paths.ts';
import { sanitizeQueryValue } from '../../../platform/sanitize.ts';
import { FullPageMessage } from '../../../ui/full-page-message.tsx';
import { verifyOneTimeLogin } from '../api.ts';
import { getVerifyError } from '../error-messages.ts';

const TOKEN_MAX = 200;
/** Tokens already sent in this page's life: a token works once, so it is never sent twice. */
const sentTokens = new Set<string>();

function readToken(): string {
  return sanitizeQueryValue(new URL(window.location.href).searchParams.get('token'), TOKEN_MAX);
}

function removeTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** /einmal-login?token=…: redeems a one-time login link, then opens the feed (001 §2.2, §8.1). */
export function OneTimeLoginPage() {
  const [token] = useState(readToken);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The token is a credential: keep it out of the address bar and the history.
    removeTokenFromAddress();
    if (!token || sentTokens.has(token)) return;
    sentTokens.add(token);
    verifyOneTimeLogin(token).then(
      () => window.location.replace(PATHS.feed),
      (failure: unknown) => setError(getVerifyError(failure)),
    );
  }, [token]);

  const visibleError = token ? error : getVerifyError(null);

  if (visibleError) {
    return (
      <FullPageMessage
        visual={
          <Box
            aria-hidden="true"
            sx={{
              width: 64,
              height: 64,
              borderRadius: '20px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(198, 40, 40, 0.1)',
              color: 'error.main',
            }}
          >
            <ErrorOutlineRounded sx={{ fontSize: 34 }} />
          </Box>
        }
        title="Anmeldung nicht möglich"
        actions={
          <Button component={RouterLink} to={PATHS.landing} variant="contained" size="large">
            Zurück zur Anmeldung
          </Button>
        }
      >
        <Box role="alert">{visibleError}</Box> Fordere einfach einen neuen Link an oder melde dich mit deinem
        Passwort an.
      </FullPageMessage>
    );
  }

  return (
    <FullPageMessage
      visual={<CircularProgress size={48} aria-label="Anmeldung läuft" />}
      title="Du wirst angemeldet …"
    >
      Einen Moment, wir prüfen deinen Link.
    </FullPageMessage>
  );
}
