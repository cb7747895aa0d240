import {
  DESKTOP_CENTER_MAX_WIDTH_PX,
  DESKTOP_CENTER_MIN_WIDTH_PX,
  DESKTOP_LEFT_MENU_WIDTH_PX,
  DESKTOP_RIGHT_PANEL_WIDTH_PX,
} from '../../ui/screen.ts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { LeftMenu } from './left-menu.tsx';
import { PageContent } from './page-content.tsx';
import { getShellConfig, type TArea, type TPageType } from './shell-rules.ts';

const CreateFab = lazy(async () => ({ default: (await import('./create-fab.tsx')).CreateFab }));
const RightPanel = lazy(() => import('./right-panel.tsx'));
// The search (and the profile view it opens) is its own chunk; an empty bar holds its place meanwhile.
const SearchBox = lazy(async () => ({
  default: (await import('../../domains/search/search-box.tsx')).SearchBox,
}));

function SearchBarPlaceholder() {
  return (
    <Box
      aria-hidden="true"
      sx={{ height: 48, borderRadius: 999, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    />
  );
}

type TDesktopShellProps = { area: TArea; pageType: TPageType; hasCreateButton: boolean };

/**
 * Desktop from 1200 px (000 §1): left menu 300 px, centre 500–600 px with the search bar on top, right
 * panel 300 px; MedKai (and the admin dashboard) use the whole width next to the menu.
 */
export function DesktopShell({ area, pageType, hasCreateButton }: TDesktopShellProps) {
  const { isFullWidth, hasSearchBar, hasRightPanel } = getShellConfig(pageType);
  const columns = isFullWidth
    ? `${DESKTOP_LEFT_MENU_WIDTH_PX}px minmax(0, 1fr)`
    : `${DESKTOP_LEFT_MENU_WIDTH_PX}px minmax(${DESKTOP_CENTER_MIN_WIDTH_PX}px, ${DESKTOP_CENTER_MAX_WIDTH_PX}px) ${DESKTOP_RIGHT_PANEL_WIDTH_PX}px`;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        justifyContent: 'center',
        columnGap: 3,
        px: 3,
        minHeight: '100dvh',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          alignSelf: 'start',
          height: '100dvh',
          overflowY: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        <LeftMenu area={area} />
      </Box>
      <Box component="main" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {hasSearchBar && (
          <Box
            role="search"
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: (theme) => theme.zIndex.appBar,
              pt: 2.5,
              pb: 1.5,
              bgcolor: 'background.default',
            }}
          >
            <Suspense fallback={<SearchBarPlaceholder />}>
              <SearchBox variant="bar" />
            </Suspense>
          </Box>
        )}
        <Box sx={{ flex: 1 }}>
          <PageContent area={area} />
        </Box>
        {hasCreateButton && (
          // Half in the gap to the right panel: inside the column it covered the "…" of the card
          // scrolling past beneath it (axe's target-size).
          <Box
            sx={{
              position: 'sticky',
              bottom: 24,
              display: 'flex',
              justifyContent: 'flex-end',
              mr: -3,
              pointerEvents: 'none',
            }}
          >
            <Suspense fallback={null}>
              <CreateFab area={area} placement="inline" />
            </Suspense>
          </Box>
        )}
      </Box>
      {hasRightPanel && (
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            alignSelf: 'start',
            maxHeight: '100dvh',
            overflowY: 'auto',
            py: 2.5,
            scrollbarWidth: 'none',
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Skeleton variant="rounded" height={120} />
                <Skeleton variant="rounded" height={200} />
              </Box>
            }
          >
            <RightPanel area={area} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
