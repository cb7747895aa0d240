import Button from '@mui/material/Button';
import { FullPageMessage } from '../../ui/full-page-message.tsx';

type TCrashPageProps = { onRetry?: () => void };

/** Shown when a page fails to render or load (001 §8.2 "rendering errors show a crash screen"). */
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
