/** The drawer UI of the drawer stack: its own chunk, loaded with the first drawer (see drawer-stack.tsx). */
import { DRAWER_ANIMATION_MS } from './screen.ts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from './theme-provider.tsx';
import { useCallback, useMemo } from 'react';
import {
  DRAWER_LOADING_TITLE,
  DrawerItemContext,
  getDrawerOverlayZIndex,
  getDrawerZIndex,
  type TStackItem,
} from './drawer-stack.tsx';
import { useSwipeToClose } from './drawer-swipe.ts';

type TStackedDrawerProps = {
  item: TStackItem;
  level: number;
  isTop: boolean;
  onClose: () => void;
  onExited: (id: number) => void;
  onTitle: (id: number, title: string | undefined) => void;
};

/** One drawer of the stack at its level. */
export default function StackedDrawer({
  item,
  level,
  isTop,
  onClose,
  onExited,
  onTitle,
}: TStackedDrawerProps) {
  const { paperRef, touchHandlers } = useSwipeToClose({
    anchor: 'right',
    isEnabled: isTop,
    hasSwipeBackEdge: true,
    onClose,
  });
  const titleId = `drawer-title-${item.id}`;
  const itemContext = useMemo(
    () => ({ setTitle: (title: string | undefined) => onTitle(item.id, title) }),
    [item.id, onTitle],
  );
  // Overlays opened from the drawer portal to <body>; this theme puts them above it (see drawer-stack.tsx).
  const overlayTheme = useCallback(
    (outer: Theme): Theme => ({ ...outer, zIndex: { ...outer.zIndex, ...getDrawerOverlayZIndex(level) } }),
    [level],
  );

  return (
    <Drawer
      anchor="right"
      open={item.isOpen}
      onClose={isTop ? onClose : undefined}
      transitionDuration={DRAWER_ANIMATION_MS}
      sx={{ zIndex: getDrawerZIndex(level) }}
      slotProps={{
        transition: { onExited: () => onExited(item.id) },
        paper: {
          ref: paperRef,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          ...touchHandlers,
          sx: {
            width: { xs: '100%', sm: 480 },
            maxWidth: '100vw',
            bgcolor: 'background.default',
            backgroundImage: 'none',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          minHeight: 56,
          pt: 'env(safe-area-inset-top)',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <IconButton onClick={onClose} aria-label="Zurück">
          <ArrowBackRounded />
        </IconButton>
        <Typography id={titleId} component="h2" variant="h6" noWrap sx={{ flex: 1, fontSize: '1.0625rem' }}>
          {item.title ?? DRAWER_LOADING_TITLE}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <ThemeProvider theme={overlayTheme}>
          <DrawerItemContext.Provider value={itemContext}>{item.content}</DrawerItemContext.Provider>
        </ThemeProvider>
      </Box>
    </Drawer>
  );
}
