/**
 * `/medkai` (000 §2 "MedKai page", docs/medkai.md): the partner's scanner in a full-screen frame,
 * loaded with the member's id and medkaiHash. "Lade Benutzerdaten..." while the hash is asked for,
 * then "MedKai wird geladen..." until the frame says it has loaded (the partner's message, or its
 * load event); after MEDKAI_LOAD_TIMEOUT_MS an error with "Erneut versuchen". The close button goes
 * back, or to the feed when the page was opened directly.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import SmartToyRounded from '@mui/icons-material/SmartToyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '../../../platform/router.tsx';
import { getProductName } from '../../../platform/product.ts';
import { DESKTOP_BREAKPOINT_PX } from '../../../ui/screen.ts';
import { useMedkaiMemberQuery } from '../api.ts';
import { buildMedkaiFrameUrl, isMedkaiLoadedMessage, MEDKAI_LOAD_TIMEOUT_MS } from '../frame.ts';
import { getMedkaiUrl } from '../setup.ts';

const DESKTOP = `@media (min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/**
 * Whether this document was loaded at /medkai: only that answer's CSP lets the partner's frame in
 * (docs/medkai.md), and a document loaded at another path keeps its own CSP after an in-app link.
 */
function isMedkaiDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return !entry || new URL(entry.name).pathname.replace(/\/$/, '') === '/medkai';
}

/** The MedKai page: the frame where a partner is set up, otherwise a German note that it is not. */
export function MedkaiPage() {
  const partnerUrl = getMedkaiUrl();
  const [needsReload] = useState(() => partnerUrl !== null && !isMedkaiDocument());
  useEffect(() => {
    document.title = `MedKai – ${getProductName()}`;
    // MedKai's "special navigation" (000 §2): the page loads as a document of its own.
    if (needsReload) window.location.reload();
  }, [needsReload]);
  if (!partnerUrl) return <MedkaiNotSetUp />;
  return <MedkaiFrame partnerUrl={partnerUrl} isWaiting={needsReload} />;
}

/** Goes back where the member came from; to the feed when this page is the first of the tab. */
function useClose() {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : 0;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate('/feed', { replace: true });
  };
}

type TFrameState = 'loading' | 'loaded' | 'timedOut';

function MedkaiFrame({ partnerUrl, isWaiting }: { partnerUrl: string; isWaiting: boolean }) {
  const member = useMedkaiMemberQuery(!isWaiting);
  const handleClose = useClose();
  const [attempt, setAttempt] = useState(0);
  const [frame, setFrame] = useState<{ attempt: number; state: TFrameState }>({
    attempt: 0,
    state: 'loading',
  });
  const frameState = frame.attempt === attempt ? frame.state : 'loading';
  const src =
    !isWaiting && member.data?.medkaiHash != null
      ? buildMedkaiFrameUrl(partnerUrl, member.data.id, member.data.medkaiHash)
      : null;

  useEffect(() => {
    if (!src) return;
    const handleMessage = (event: MessageEvent) => {
      if (isMedkaiLoadedMessage(event, partnerUrl)) setFrame({ attempt, state: 'loaded' });
    };
    window.addEventListener('message', handleMessage);
    const timer = window.setTimeout(
      () =>
        setFrame((current) =>
          current.attempt === attempt && current.state === 'loaded'
            ? current
            : { attempt, state: 'timedOut' },
        ),
      MEDKAI_LOAD_TIMEOUT_MS,
    );
    return () => {
      window.removeEventListener('message', handleMessage);
      window.clearTimeout(timer);
    };
  }, [src, partnerUrl, attempt]);

  const handleRetry = () => {
    setAttempt((value) => value + 1);
    if (member.isError) void member.refetch();
  };

  const isFailed = member.isError || frameState === 'timedOut' || (member.isSuccess && !src);
  const status = isFailed
    ? null
    : member.isPending || isWaiting
      ? 'Lade Benutzerdaten...'
      : frameState === 'loading'
        ? 'MedKai wird geladen...'
        : null;

  return (
    <Box
      component="section"
      aria-label="MedKai"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.appBar + 2,
        bgcolor: 'background.default',
        [DESKTOP]: { position: 'relative', inset: 'auto', zIndex: 'auto', height: '100dvh' },
      })}
    >
      {src && !isFailed && (
        <Box
          component="iframe"
          key={attempt}
          src={src}
          title="MedKai"
          allow="camera"
          referrerPolicy="strict-origin"
          onLoad={() => setFrame({ attempt, state: 'loaded' })}
          sx={{
            display: 'block',
            width: '100%',
            height: '100%',
            border: 0,
            visibility: frameState === 'loaded' ? 'visible' : 'hidden',
          }}
        />
      )}
      {(status || isFailed) && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeContent: 'center',
            justifyItems: 'center',
            gap: 2,
            px: 3,
            textAlign: 'center',
          }}
        >
          {status ? (
            <>
              <CircularProgress aria-hidden="true" />
              <Typography sx={{ fontWeight: 600 }}>{status}</Typography>
            </>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600, maxWidth: 360 }}>
                {member.isSuccess && !src
                  ? 'MedKai ist für dein Konto gerade nicht verfügbar.'
                  : 'MedKai konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.'}
              </Typography>
              <Button variant="contained" onClick={handleRetry}>
                Erneut versuchen
              </Button>
            </>
          )}
        </Box>
      )}
      <IconButton
        aria-label="MedKai schließen"
        onClick={handleClose}
        sx={{
          position: 'absolute',
          top: 'calc(env(safe-area-inset-top) + 8px)',
          right: 8,
          bgcolor: 'rgba(38, 36, 33, 0.72)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(38, 36, 33, 0.88)' },
        }}
      >
        <CloseRounded />
      </IconButton>
    </Box>
  );
}

function MedkaiNotSetUp() {
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
        <SmartToyRounded sx={{ fontSize: 44 }} aria-hidden="true" />
      </Box>
      <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
        MedKai
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        MedKai, dein digitaler Assistent für Fragen aus dem Pflegealltag, ist hier nicht eingerichtet. Sobald
        die Betreiber ihn anbinden, findest du ihn an dieser Stelle.
      </Typography>
      <Button component={RouterLink} to="/feed" variant="contained" size="large">
        Zurück zum Feed
      </Button>
    </Box>
  );
}
