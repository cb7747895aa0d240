import { SIDE_DRAWER_WIDTH_PX } from '@pflegepuls/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useRef, type TouchEvent } from 'react';
import { AreaSwitcher } from '../../domains/closed-areas/area-switcher.tsx';
import { getSwipeDirection, shouldCloseDrawer, type TSwipeDirection } from '../../ui/swipe.ts';
import { getSideMenuItems } from './menu-items.tsx';
import { AdminTools, MenuFooter, MenuLinks, ProfileCard, useMenuBadges } from './menu-parts.tsx';
import { toAreaKind, type TArea } from './shell-rules.ts';

type TSideDrawerProps = { open: boolean; onClose: () => void; area: TArea };

/**
 * The mobile side drawer (000 §2): 280 px from the left over a dimmed backdrop; a swipe to the left
 * closes it when faster than 0.3 px/ms or longer than 140 px (000 §4).
 */
export default function SideDrawer({ open, onClose, area }: TSideDrawerProps) {
  const badges = useMenuBadges(area);
  const paperRef = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<{ x: number; y: number; t: number; direction: TSwipeDirection | undefined } | null>(
    null,
  );

  const setOffset = (dx: number, animate: boolean) => {
    const paper = paperRef.current;
    if (!paper) return;
    paper.style.transition = animate ? 'transform 225ms ease-out' : 'none';
    paper.style.transform = dx < 0 ? `translateX(${dx}px)` : '';
  };
  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch)
      gesture.current = { x: touch.clientX, y: touch.clientY, t: event.timeStamp, direction: undefined };
  };
  const handleTouchMove = (event: TouchEvent) => {
    const start = gesture.current;
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    start.direction ??= getSwipeDirection(dx, touch.clientY - start.y);
    if (start.direction === 'horizontal') setOffset(Math.min(0, dx), false);
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = gesture.current;
    gesture.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch || start.direction !== 'horizontal') return;
    const dragLeft = start.x - touch.clientX;
    if (shouldCloseDrawer(dragLeft, event.timeStamp - start.t)) {
      onClose();
      // The closing slide starts from where the finger left the drawer.
      window.setTimeout(() => setOffset(0, false), 300);
    } else setOffset(0, true);
  };

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          ref: paperRef,
          'aria-label': 'Menü',
          onTouchStart: handleTouchStart,
          onTouchMove: handleTouchMove,
          onTouchEnd: handleTouchEnd,
          sx: {
            width: SIDE_DRAWER_WIDTH_PX,
            maxWidth: '85vw',
            bgcolor: 'background.default',
            backgroundImage: 'none',
            pt: 'env(safe-area-inset-top)',
            pb: 'env(safe-area-inset-bottom)',
          },
        },
      }}
    >
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {area.kind !== 'admin' && <ProfileCard variant="drawer" onNavigate={onClose} />}
        <AreaSwitcher current={toAreaKind(area)} onSwitch={onClose} />
      </Box>
      <Divider />
      <Box sx={{ px: 1, py: 1 }}>
        <MenuLinks items={getSideMenuItems(area)} badges={badges} onNavigate={onClose} label="Hauptmenü" />
      </Box>
      <Divider />
      <Box sx={{ px: 1.5, pt: 1, pb: 2, mt: 'auto' }}>
        <AdminTools />
        <MenuFooter onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
