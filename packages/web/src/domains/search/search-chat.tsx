/**
 * The chat parts of the search's person hits (issue 16), loaded once people are found so the search
 * bar on every page stays small: the speech bubble, the screen-reader hint for Shift+Enter and the
 * chat domain's opener (one chunk, one dynamic import target).
 */
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

export { ChatOpener } from '../chat/components/open-chat-button.tsx';

/** The bubble: a pointer target only (an option may hold no button; the keyboard has Shift+Enter). */
export function ChatBubble({ onWrite }: { onWrite: () => void }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      title="Nachricht schreiben"
      data-testid="search-write-message"
      onClick={(event) => {
        event.stopPropagation();
        onWrite();
      }}
      sx={(theme) => ({
        width: 40,
        height: 40,
        mr: -1,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        color: 'secondary.main',
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.24) },
        '& svg': { fontSize: 22 },
      })}
    >
      <ChatBubbleOutlineRounded />
    </Box>
  );
}

/** The description of person options, read by screen readers, not shown. */
export function ChatHint({ id }: { id: string }) {
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      Umschalt und Eingabe: Nachricht schreiben
    </Box>
  );
}
