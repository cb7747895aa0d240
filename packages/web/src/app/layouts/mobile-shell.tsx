import { STATUS_BAR_COLOR_LOGGED_IN } from '../../ui/screen.ts';
import MenuRounded from '@mui/icons-material/MenuRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '../../platform/router.tsx';
import { AreaWordmark, getHomeLinkLabel, useAreaBranding } from '../../domains/closed-areas/area-brand.tsx';
import { getAreaAccent } from '../../domains/closed-areas/areas.ts';
import { useNotificationCountQuery } from '../../domains/notifications/api.ts';
import { useCurrentUserQuery } from '../../domains/users/api.ts';
import { CountBadge, formatBadgeCount } from '../../ui/count-badge.tsx';
import { useDrawerStack } from '../../ui/drawer-stack.tsx';
import { MEMBER_APP_BAR_HEIGHT } from '../../ui/member-content.tsx';
import { ProductWordmark } from '../../ui/product-wordmark.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { PageContent } from './page-content.tsx';
import { BOTTOM_BAR_HEIGHT_PX, getClosedAreaPath, type TArea, type TBottomBarMode } from './shell-rules.ts';
import { useSideDrawer } from './use-side-drawer.ts';

const CreateFab = lazy(async () => ({ default: (await import('./create-fab.tsx')).CreateFab }));
const SearchBox = lazy(async () => ({
  default: (await import('../../domains/search/search-box.tsx')).SearchBox,
}));
const SideDrawer = lazy(() => import('./side-drawer.tsx'));
const AdminBarItems = lazy(() => import('./admin-bar-items.tsx'));

type TMobileShellProps = { area: TArea; bottomBarMode: TBottomBarMode; hasCreateButton: boolean };

/** Phones and tablets below 1200 px: top app bar, the page, the bottom bar and the side drawer (000 §2). */
export function MobileShell({ area, bottomBarMode, hasCreateButton }: TMobileShellProps) {
  const menu = useSideDrawer();
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const { openDrawer } = useDrawerStack();
  const notifications = useNotificationCountQuery();
  const { data: user } = useCurrentUserQuery();
  const branding = useAreaBranding(area.kind === 'closedArea' ? area.closedAreaId : null);
  const home =
    area.kind === 'closedArea'
      ? getClosedAreaPath(area.closedAreaId)
      : area.kind === 'admin'
        ? '/admin-dashboard/users'
        : '/feed';
  const notificationsPath = area.kind === 'closedArea' ? `${home}/benachrichtigungen` : '/benachrichtigungen';
  const unseen = notifications.data?.count ?? 0;

  const openMenu = () => {
    setHasOpenedMenu(true);
    menu.open();
  };
  const openSearch = () =>
    openDrawer({
      key: 'search',
      title: 'Suche',
      content: (
        <Suspense fallback={null}>
          <SearchBox variant="panel" autoFocus />
        </Suspense>
      ),
    });

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        sx={{
          bgcolor: branding ? getAreaAccent(branding.accentColor) : STATUS_BAR_COLOR_LOGGED_IN,
          color: '#FFFFFF',
        }}
      >
        <Toolbar sx={{ minHeight: MEMBER_APP_BAR_HEIGHT, gap: 0.5, px: { xs: 1, sm: 2 } }}>
          <IconButton color="inherit" onClick={openMenu} aria-label="Menü öffnen" aria-expanded={menu.isOpen}>
            <MenuRounded />
          </IconButton>
          <Box
            component={RouterLink}
            to={home}
            aria-label={getHomeLinkLabel(branding)}
            sx={{
              display: 'flex',
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
              ml: 0.5,
              minWidth: 0,
            }}
          >
            {branding ? <AreaWordmark area={branding} /> : <ProductWordmark />}
          </Box>
          {area.kind !== 'admin' && (
            <>
              <IconButton color="inherit" onClick={openSearch} aria-label="Suche öffnen">
                <SearchRounded />
              </IconButton>
              <IconButton
                color="inherit"
                component={RouterLink}
                to={notificationsPath}
                aria-label={unseen > 0 ? `Mitteilungen, ${formatBadgeCount(unseen)} neu` : 'Mitteilungen'}
              >
                <CountBadge count={unseen}>
                  <NotificationsNoneRounded />
                </CountBadge>
              </IconButton>
            </>
          )}
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          // A page wider than the phone would widen the layout viewport and push the fixed bars off screen.
          overflowX: 'clip',
          pb: bottomBarMode ? `calc(${BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))` : 0,
        }}
      >
        <PageContent area={area} />
      </Box>
      {bottomBarMode === 'admin'
        ? // A member on an admin address is on the way to /feed: no admin code for them.
          user?.isAdmin && (
            <Suspense fallback={null}>
              <AdminBarItems>
                {(items) => <BottomBar mode="admin" items={items} area={area} onOpenMenu={openMenu} />}
              </AdminBarItems>
            </Suspense>
          )
        : bottomBarMode && <BottomBar mode={bottomBarMode} area={area} onOpenMenu={openMenu} />}
      {hasCreateButton && (
        <Suspense fallback={null}>
          <CreateFab area={area} placement="fixed" />
        </Suspense>
      )}
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <SideDrawer open={menu.isOpen} onClose={menu.close} area={area} />
        </Suspense>
      )}
    </Box>
  );
}
