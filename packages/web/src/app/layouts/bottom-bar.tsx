import EventRounded from '@mui/icons-material/EventRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SmartToyRounded from '@mui/icons-material/SmartToyRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '../../platform/router.tsx';
import { useEventInviteCountQuery } from '../../domains/closed-areas/api.ts';
import { useConnectionRequestCountQuery } from '../../domains/notifications/api.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { MEDKAI_NOT_SET_UP, isMedkaiSetUp } from '../../domains/medkai/setup.ts';
import {
  BOTTOM_BAR_AT_TOP,
  BOTTOM_BAR_BLUR_FADE_MS,
  BOTTOM_BAR_HEIGHT_PX,
  getBottomBarScroll,
  getClosedAreaPath,
  isActivePath,
  type TArea,
  type TBottomBarMode,
} from './shell-rules.ts';

export type TBarItem = {
  label: string;
  to?: string;
  icon: ReactNode;
  badge?: number;
  exact?: boolean;
  /** Said to screen readers after the label and shown by a dimmed icon (MedKai where it is not set up). */
  hint?: string;
};

/** The bar's reaction to scrolling (rule in shell-rules.ts); a timer lets the blur fade while the page rests. */
function useBottomBarScroll(): { isHidden: boolean; isBlurred: boolean } {
  const [isHidden, setIsHidden] = useState(false);
  const [isBlurred, setIsBlurred] = useState(true);
  useEffect(() => {
    // Read in the next frame, where the page is laid out anyway: read here, it would force the
    // first page's whole layout into the task that mounts it.
    let state = { ...BOTTOM_BAR_AT_TOP, y: 0 };
    const frame = window.requestAnimationFrame(() => {
      state = { ...state, y: window.scrollY };
    });
    let timer: number | undefined;
    const update = () => {
      state = getBottomBarScroll(state, window.scrollY, performance.now());
      setIsHidden(state.isHidden);
      setIsBlurred(state.isBlurred);
      if (state.downSince === null || !state.isBlurred) {
        window.clearTimeout(timer);
        timer = undefined;
      } else {
        timer ??= window.setTimeout(
          () => {
            timer = undefined;
            update();
          },
          state.downSince + BOTTOM_BAR_BLUR_FADE_MS - performance.now(),
        );
      }
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.clearTimeout(timer);
    };
  }, []);
  return { isHidden, isBlurred };
}

type TBottomBarProps = {
  mode: Exclude<TBottomBarMode, null>;
  area: TArea;
  onOpenMenu: () => void;
  /** The admin bar's section items (admin-bar-items.tsx, loaded only there); Menü follows them. */
  items?: TBarItem[];
};

/**
 * The phone's bottom navigation (000 §2): normal mode Home, Jobs, MedKai, Netzwerk, Menü; closed-area
 * mode Home, Wiki, Event (invitation badge), Real Talk, Menü; the admin bar's items come with it
 * (001 §2.4). Tapping the current item scrolls to the top.
 */
export function BottomBar({ mode, area, onOpenMenu, items: givenItems }: TBottomBarProps) {
  const { pathname, search } = useLocation();
  const { isHidden, isBlurred } = useBottomBarScroll();
  const lastTap = useRef(0);
  const requests = useConnectionRequestCountQuery(mode === 'normal');
  const invites = useEventInviteCountQuery(mode === 'closedArea');
  const base = getClosedAreaPath(area.kind === 'closedArea' ? area.closedAreaId : undefined);

  const items: TBarItem[] = givenItems
    ? [...givenItems, { label: 'Menü', icon: <MenuRounded /> }]
    : mode === 'normal'
      ? [
          { label: 'Home', to: '/feed', icon: <HomeRounded /> },
          { label: 'Jobs', to: '/stellenangebote', icon: <WorkOutlineRounded /> },
          isMedkaiSetUp()
            ? { label: 'MedKai', to: '/medkai', icon: <SmartToyRounded /> }
            : {
                label: 'MedKai',
                to: '/medkai',
                icon: <SmartToyRounded sx={{ opacity: 0.45 }} />,
                hint: MEDKAI_NOT_SET_UP.toLowerCase(),
              },
          { label: 'Netzwerk', to: '/netzwerk', icon: <HubRounded />, badge: requests.data?.count ?? 0 },
          { label: 'Menü', icon: <MenuRounded /> },
        ]
      : [
          { label: 'Home', to: base, icon: <HomeRounded />, exact: true },
          { label: 'Wiki', to: `${base}/wiki`, icon: <MenuBookRounded /> },
          { label: 'Event', to: `${base}/events`, icon: <EventRounded />, badge: invites.data ?? 0 },
          { label: 'Real Talk', to: `${base}/moments`, icon: <WhatshotRounded /> },
          { label: 'Menü', icon: <MenuRounded /> },
        ];
  const isItemActive = (item: TBarItem) =>
    item.to !== undefined &&
    (item.exact ? pathname === item.to || pathname === `${item.to}/feed` : isActivePath(pathname, item.to));
  const activeIndex = items.findIndex(isItemActive);

  const handleCurrentTap = () => {
    lastTap.current = Date.now();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Paper
      component="nav"
      aria-label="Navigation"
      elevation={0}
      sx={(theme) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        borderRadius: 0,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: alpha(theme.palette.background.paper, 0.86),
        backdropFilter: isBlurred ? 'blur(14px)' : 'blur(0px)',
        pb: 'env(safe-area-inset-bottom)',
        opacity: isHidden ? 0 : 1,
        transform: isHidden ? 'translateY(100%)' : 'none',
        pointerEvents: isHidden ? 'none' : 'auto',
        transition: 'opacity 300ms ease, transform 300ms ease, backdrop-filter 300ms ease',
      })}
    >
      <BottomNavigation
        showLabels
        value={activeIndex === -1 ? false : activeIndex}
        sx={{ bgcolor: 'transparent', height: BOTTOM_BAR_HEIGHT_PX }}
      >
        {items.map((item, index) => {
          // The badge is hidden from screen readers; the label says the count ("Netzwerk, 5 neu").
          const icon = item.badge ? <CountBadge count={item.badge}>{item.icon}</CountBadge> : item.icon;
          const label = item.badge ? (
            <>
              {item.label}
              <Box component="span" sx={visuallyHidden}>
                , {item.badge} neu
              </Box>
            </>
          ) : item.hint ? (
            <>
              {item.label}
              <Box component="span" sx={visuallyHidden}>
                , {item.hint}
              </Box>
            </>
          ) : (
            item.label
          );
          const sx = {
            minWidth: 0,
            px: 0.5,
            color: 'text.secondary',
            '&.Mui-selected': { color: 'secondary.main' },
            // The admin bar's long label takes two lines.
            '& .MuiBottomNavigationAction-label': {
              fontWeight: 650,
              fontSize: 12,
              lineHeight: mode === 'admin' ? 1.15 : undefined,
            },
            '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: 12 },
          };
          if (!item.to)
            return (
              <BottomNavigationAction
                key={item.label}
                label={item.label}
                icon={icon}
                onClick={onOpenMenu}
                sx={sx}
              />
            );
          const isCurrent = index === activeIndex;
          return (
            <BottomNavigationAction
              key={item.label}
              label={label}
              icon={icon}
              value={index}
              component={RouterLink}
              // The admin dashboard's sections share the period in the address.
              to={mode === 'admin' ? { pathname: item.to, search } : item.to}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={
                isCurrent
                  ? (event: React.MouseEvent) => (event.preventDefault(), handleCurrentTap())
                  : undefined
              }
              sx={sx}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
