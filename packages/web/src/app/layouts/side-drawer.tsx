import { DRAWER_ANIMATION_MS, SIDE_DRAWER_WIDTH_PX } from '../../ui/screen.ts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { AreaWordmark, useAreaBranding } from '../../domains/closed-areas/area-brand.tsx';
import { AreaSwitcher } from '../../domains/closed-areas/area-switcher.tsx';
import { useSwipeToClose } from '../../ui/drawer-swipe.ts';
import { getSideMenuItems } from './menu-items.tsx';
import { AdminTools, MenuFooter, MenuLinks, ProfileCard, useMenuBadges } from './menu-parts.tsx';
import { toAreaKind, type TArea } from './shell-rules.ts';
import type { TSideDrawerState } from './use-side-drawer.ts';

type TSideDrawerProps = { open: boolean; onClose: TSideDrawerState['close']; area: TArea };

/**
 * The mobile side drawer (000 §2): 280 px from the left over a dimmed backdrop; a swipe to the left
 * closes it (000 §4). Its links replace its history entry (see use-side-drawer.ts).
 */
export default function SideDrawer({ open, onClose, area }: TSideDrawerProps) {
  const badges = useMenuBadges(area);
  const branding = useAreaBranding(area.kind === 'closedArea' ? area.closedAreaId : null);
  const handleClose = () => onClose();
  const { paperRef, touchHandlers } = useSwipeToClose({ anchor: 'left', onClose: handleClose });

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={handleClose}
      transitionDuration={DRAWER_ANIMATION_MS}
      slotProps={{
        paper: {
          ref: paperRef,
          'aria-label': 'Menü',
          ...touchHandlers,
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
        {branding && <AreaWordmark area={branding} tone="menu" />}
        {area.kind !== 'admin' && <ProfileCard variant="drawer" closeFirst={onClose} />}
        <AreaSwitcher current={toAreaKind(area)} closeFirst={onClose} />
      </Box>
      <Divider />
      <Box sx={{ px: 1, py: 1 }}>
        <MenuLinks items={getSideMenuItems(area)} badges={badges} label="Hauptmenü" replace />
      </Box>
      <Divider />
      <Box sx={{ px: 1.5, pt: 1, pb: 2, mt: 'auto' }}>
        <AdminTools />
        <MenuFooter replace />
      </Box>
    </Drawer>
  );
}
