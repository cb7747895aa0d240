/** The drawer UI of the drawer stack: its own chunk, loaded with the first drawer (see drawer-stack.tsx). */
import { DRAWER_ANIMATION_MS } from '@pflegepuls/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, type TouchEvent } from 'react';
import {
  DRAWER_LOADING_TITLE,
  DrawerItemContext,
  getDrawerZIndex,
  type TStackItem,
} from './drawer-stack.tsx';
import { getSwipeDirection, shouldCloseDrawer, shouldSwipeBack, type TSwipeDirection } from './swipe.ts';

type TStackedDrawerProps = {
  item: TStackItem;
  level: number;
  isTop: boolean;
  onClose: () => void;
  onExited: (id: number) => void;
  onTitle: (id: number, title: string | undefined) => void;
};

type TGesture = { x: number; y: number; t: number; left: number; direction: TSwipeDirection | undefined };

/** One drawer of the stack at its level. */
export default function StackedDrawer({
  item,
  level,
  isTop,
  onClose,
  onExited,
  onTitle,
}: TStackedDrawerProps) {
  const paperRef = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<TGesture | null>(null);
  const titleId = `drawer-title-${item.id}`;
  const itemContext = useMemo(
    () => ({ setTitle: (title: string | undefined) => onTitle(item.id, title) }),
    [item.id, onTitle],
  );

  const setOffset = (dx: number, animate: boolean) => {
    const paper = paperRef.current;
    if (!paper) return;
    paper.style.transition = animate ? `transform ${DRAWER_ANIMATION_MS}ms ease-out` : 'none';
    paper.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
  };

  const handleTouchStart = (event: TouchEvent) => {
    if (!isTop || event.touches.length !== 1) return;
    const touch = event.touches[0]!;
    const left = paperRef.current?.getBoundingClientRect().left ?? 0;
    gesture.current = { x: touch.clientX, y: touch.clientY, t: event.timeStamp, left, direction: undefined };
  };
  const handleTouchMove = (event: TouchEvent) => {
    const start = gesture.current;
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    start.direction ??= getSwipeDirection(dx, touch.clientY - start.y);
    if (start.direction === 'horizontal') setOffset(dx, false);
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = gesture.current;
    gesture.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch || start.direction !== 'horizontal') return;
    const dx = touch.clientX - start.x;
    const isClosing =
      shouldCloseDrawer(dx, event.timeStamp - start.t) || shouldSwipeBack(start.x - start.left, dx);
    if (isClosing) onClose();
    else setOffset(0, true);
  };

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
          onTouchStart: handleTouchStart,
          onTouchMove: handleTouchMove,
          onTouchEnd: handleTouchEnd,
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
        <DrawerItemContext.Provider value={itemContext}>{item.content}</DrawerItemContext.Provider>
      </Box>
    </Drawer>
  );
}
