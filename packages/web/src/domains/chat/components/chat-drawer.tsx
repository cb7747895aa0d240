/**
 * The conversation on the phone (docs/chat.md): a full-width drawer sliding in from the right over
 * the chat list, as the route `/chat/{chatId}`. The back arrow, Escape and a swipe to the right slide
 * it out, then the list's address comes back: one step back in the history when the member came
 * from the list, else `/chats` in place of the conversation's address.
 */
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '../../../ui/theme-provider.tsx';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../../platform/router.tsx';
import { getDrawerOverlayZIndex, getDrawerZIndex } from '../../../ui/drawer-stack.tsx';
import { useSwipeToClose } from '../../../ui/drawer-swipe.ts';
import { DRAWER_ANIMATION_MS } from '../../../ui/screen.ts';

/** The state a link from the chat list carries, so closing can step back to it. */
export const FROM_CHAT_LIST = { fromChatList: true } as const;

// Below the drawer stack's first level: a profile opened from the conversation slides in above it;
// dialogs and menus opened in the conversation sit above the drawer.
const overlayTheme = (outer: Theme): Theme => ({
  ...outer,
  zIndex: { ...outer.zIndex, ...getDrawerOverlayZIndex(0) },
});

export function ChatDrawer({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(true);
  const close = useCallback(() => setIsOpen(false), []);
  const { paperRef, touchHandlers } = useSwipeToClose({
    anchor: 'right',
    isEnabled: isOpen,
    hasSwipeBackEdge: true,
    onClose: close,
  });
  const backToList = () => {
    if ((location.state as typeof FROM_CHAT_LIST | null)?.fromChatList) void navigate(-1);
    else void navigate('/chats', { replace: true });
  };

  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={close}
      transitionDuration={DRAWER_ANIMATION_MS}
      sx={{ zIndex: getDrawerZIndex(0) - 1 }}
      slotProps={{
        transition: { onExited: backToList },
        paper: {
          ref: paperRef,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': label,
          ...touchHandlers,
          sx: { width: '100%', bgcolor: 'background.default', backgroundImage: 'none' },
        },
      }}
    >
      <ThemeProvider theme={overlayTheme}>{children(close)}</ThemeProvider>
    </Drawer>
  );
}
