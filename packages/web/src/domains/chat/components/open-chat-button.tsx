import { CHAT_MESSAGES } from '@pflegepuls/shared/chat-messages';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../../../platform/router.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useOpenChatMutation } from '../api.ts';

/**
 * Opens (or finds) the chat with `userName` and goes there; a failure says so in a toast (000 §8
 * "Failed to open chat. Please try again.", in German).
 */
export function useOpenChat() {
  const navigate = useNavigate();
  const showToast = useToast();
  const open = useOpenChatMutation();
  return {
    isPending: open.isPending,
    openChat: (userName: string, onSettled?: () => void) =>
      open.mutate(userName, {
        onSuccess: (result) => navigate(`/chat/${result.id}`),
        onError: () => showToast({ severity: 'error', message: CHAT_MESSAGES.openFailed }),
        onSettled,
      }),
  };
}

type TOpenChatButtonProps = { userName: string; name: string; variant?: 'button' | 'icon' };

/** "Nachricht": the message action of profiles and connection cards. */
export function OpenChatButton({ userName, name, variant = 'button' }: TOpenChatButtonProps) {
  const { openChat, isPending } = useOpenChat();
  if (variant === 'icon')
    return (
      <Tooltip title="Nachricht schreiben">
        <IconButton
          aria-label={`Nachricht an ${name}`}
          onClick={() => openChat(userName)}
          disabled={isPending}
        >
          <ChatBubbleOutlineIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      variant="outlined"
      startIcon={<ChatBubbleOutlineIcon />}
      onClick={() => openChat(userName)}
      disabled={isPending}
      aria-label={`Nachricht an ${name}`}
    >
      Nachricht
    </Button>
  );
}

type TChatOpenerProps = { userName: string; onSettled: () => void };

/**
 * Opens the chat with `userName` once, when mounted, then calls `onSettled`. The search loads this
 * lazily, so the search bar (part of every page) does not carry the chat client. Stays mounted until
 * the answer is there, so the navigation or the error toast still happens.
 */
export function ChatOpener({ userName, onSettled }: TChatOpenerProps) {
  const { openChat } = useOpenChat();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    openChat(userName, onSettled);
  }, [openChat, userName, onSettled]);
  return null;
}
