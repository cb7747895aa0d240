import { COPIED_CONFIRMATION_MS } from '../../ui/screen.ts';
import BugReportRounded from '@mui/icons-material/BugReportRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { clientLog } from '../../platform/client-log.ts';
import { FullPageMessage } from '../../ui/full-page-message.tsx';

type TCrashPageProps = { onRetry?: () => void };

/** Shown when the session check fails (network or server): retry or reload. */
export function CrashPage({ onRetry }: TCrashPageProps) {
  return (
    <FullPageMessage
      title="Da ist etwas schiefgelaufen"
      actions={
        <Button variant="contained" size="large" onClick={onRetry ?? (() => window.location.reload())}>
          {onRetry ? 'Erneut versuchen' : 'Seite neu laden'}
        </Button>
      }
    >
      Die Seite konnte nicht angezeigt werden. Prüfe deine Internetverbindung und versuche es noch einmal.
    </FullPageMessage>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The crash screen of 000 §8 ("Application Error Detected" with reload, copy logs and debug logs):
 * the logs are the client log buffer, so a member can send support what happened.
 */
export function AppCrashScreen({ error }: { error: Error | null }) {
  const [isDebugOpen, setIsDebugOpen] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const logText = [error ? `${error.name}: ${error.message}` : '', clientLog.format()]
    .filter(Boolean)
    .join('\n');

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const handleCopy = async () => setCopyState((await copyText(logText)) ? 'copied' : 'failed');

  return (
    <FullPageMessage
      visual={<BugReportRounded aria-hidden="true" sx={{ fontSize: 64, color: 'primary.main' }} />}
      title="Ein Anwendungsfehler ist aufgetreten"
      actions={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', width: '100%' }}>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" size="large" onClick={() => window.location.reload()}>
              Neu laden
            </Button>
            <Button variant="outlined" color="secondary" size="large" onClick={() => void handleCopy()}>
              {copyState === 'copied'
                ? 'Kopiert'
                : copyState === 'failed'
                  ? 'Kopieren nicht möglich'
                  : 'Logs kopieren'}
            </Button>
            <Button
              variant="text"
              color="secondary"
              size="large"
              aria-expanded={isDebugOpen}
              aria-controls="crash-debug-logs"
              onClick={() => setIsDebugOpen((open) => !open)}
            >
              Debug-Logs
            </Button>
          </Box>
          {isDebugOpen && (
            <Box
              id="crash-debug-logs"
              component="pre"
              tabIndex={0}
              aria-label="Debug-Logs"
              sx={{
                m: 0,
                p: 2,
                width: 'min(640px, calc(100vw - 48px))',
                maxHeight: 320,
                overflow: 'auto',
                textAlign: 'left',
                fontSize: 12,
                lineHeight: 1.5,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                borderRadius: '10px',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {logText || 'Keine Einträge'}
            </Box>
          )}
        </Box>
      }
    >
      Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Lade die Seite neu; wenn der Fehler bleibt,
      kopiere die Logs und schick sie unserem Support.
    </FullPageMessage>
  );
}
