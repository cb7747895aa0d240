/** Building blocks shared by the side drawer, the desktop left menu and the /menu screen (000 §2). */
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from '../../platform/router.tsx';
import { useLogout } from '../../domains/auth/use-logout.ts';
import { useUnreadChatQuery } from '../../domains/chat/unread.ts';
import { useEventInviteCountQuery } from '../../domains/closed-areas/api.ts';
import {
  useConnectionRequestCountQuery,
  useNotificationCountQuery,
} from '../../domains/notifications/api.ts';
import { useGroupInvitationsQuery } from '../../domains/groups/invitations.ts';
import { useCurrentUserQuery } from '../../domains/users/api.ts';
import { useOpenProfile } from '../../domains/users/use-open-profile.ts';
import { isIosBrowser, useInstallPrompt, useIsInstallCardDismissed } from '../../platform/pwa.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import type { TBadgeKind, TMenuItem } from './menu-items.tsx';
import { isActivePath, type TArea } from './shell-rules.ts';

const PrivacyDialog = lazy(() => import('../legal/privacy-dialog.tsx'));
const EulaDialog = lazy(() => import('../../domains/auth/components/eula-dialog.tsx'));

/** The menus' badge counts (000 §2); a failed count shows no badge rather than a wrong one. */
export function useMenuBadges(area: TArea): Record<TBadgeKind, number> {
  const chat = useUnreadChatQuery();
  const requests = useConnectionRequestCountQuery();
  const notifications = useNotificationCountQuery();
  const eventInvites = useEventInviteCountQuery(area.kind === 'closedArea');
  const { data: user } = useCurrentUserQuery();
  const groupInvites = useGroupInvitationsQuery(
    user?.id,
    area.kind === 'closedArea' ? area.closedAreaId : null,
  );
  return {
    chat: chat.data?.count ?? 0,
    connectionRequests: requests.data?.count ?? 0,
    notifications: notifications.data?.count ?? 0,
    eventInvites: eventInvites.data ?? 0,
    groupInvites: groupInvites.data?.length ?? 0,
  };
}

type TProfileCardProps = {
  variant: 'drawer' | 'menu' | 'desktop';
  /** The side drawer closes first and then opens the profile (see use-side-drawer.ts). */
  closeFirst?: (then: () => void) => void;
};

/**
 * Header card: picture, name, position and connections; it opens the member's own profile (a drawer
 * on phones, the page on larger screens).
 */
export function ProfileCard({ variant, closeFirst }: TProfileCardProps) {
  const { data: user } = useCurrentUserQuery();
  const openProfile = useOpenProfile();
  if (!user) return null;
  const name = user.fullName.trim() || user.userName;
  const handleClick = () => {
    const open = () => openProfile(user.userName);
    if (closeFirst) closeFirst(open);
    else open();
  };
  return (
    <ButtonBase
      onClick={handleClick}
      sx={(theme) => ({
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 1.5,
        p: 1.5,
        borderRadius: '16px',
        textAlign: 'left',
        bgcolor: variant === 'drawer' ? alpha(theme.palette.primary.main, 0.14) : 'background.paper',
        border: variant === 'drawer' ? 0 : 1,
        borderColor: 'divider',
        '&:hover, &.Mui-focusVisible': { bgcolor: alpha(theme.palette.primary.main, 0.2) },
      })}
    >
      <UserAvatar
        person={{ fullName: name, profilePicture: user.profilePicture }}
        size={variant === 'menu' ? 56 : 48}
      />
      <Box component="span" sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 750, lineHeight: 1.3 }} noWrap>
          {name}
        </Typography>
        {variant === 'menu' ? (
          <Typography
            component="span"
            variant="body2"
            color="secondary.main"
            sx={{ display: 'block', fontWeight: 650 }}
          >
            Zu meinem Profil
          </Typography>
        ) : (
          <>
            {user.currentPosition && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
                noWrap
              >
                {user.currentPosition}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {user.connectionsCount}
              </Box>{' '}
              Verbindungen
            </Typography>
          </>
        )}
      </Box>
    </ButtonBase>
  );
}

type TMenuLinksProps = {
  items: TMenuItem[];
  badges: Record<TBadgeKind, number>;
  /** The links replace the current history entry (the side drawer's, see use-side-drawer.ts). */
  replace?: boolean;
  label: string;
  /** Tighter rows (desktop left menu: everything fits a 900 px high window). */
  isCompact?: boolean;
};

/**
 * The menu's links with icons, badges and the current page marked. The admin dashboard's sections
 * keep the period in the address.
 */
export function MenuLinks({ items, badges, replace = false, label, isCompact = false }: TMenuLinksProps) {
  const { pathname, search } = useLocation();
  return (
    <List component="nav" aria-label={label} dense disablePadding>
      {items.map((item) => {
        const count = item.badge ? badges[item.badge] : 0;
        const isActive = isActivePath(pathname, item.to);
        return (
          <ListItemButton
            key={item.to}
            component={RouterLink}
            to={item.to.startsWith('/admin-dashboard/') ? { pathname: item.to, search } : item.to}
            replace={replace}
            selected={isActive}
            aria-current={isActive ? 'page' : undefined}
            sx={(theme) => ({
              borderRadius: '12px',
              minHeight: isCompact ? 38 : 44,
              mb: isCompact ? 0 : 0.25,
              '&.Mui-selected': {
                bgcolor: alpha(theme.palette.primary.main, 0.18),
                '& .MuiListItemIcon-root': { color: 'secondary.main' },
              },
              '&.Mui-selected:hover': { bgcolor: alpha(theme.palette.primary.main, 0.24) },
            })}
          >
            <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
              <CountBadge count={count} isCircular>
                {item.icon}
              </CountBadge>
            </ListItemIcon>
            <ListItemText
              primary={item.label}
              secondary={item.hint}
              slotProps={{
                primary: { sx: { fontWeight: isActive ? 750 : 600, fontSize: '0.9375rem' } },
                secondary: { sx: { fontSize: '0.75rem', lineHeight: 1.2 } },
              }}
            />
            {count > 0 && (
              <Box
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {`${count} neu`}
              </Box>
            )}
          </ListItemButton>
        );
      })}
    </List>
  );
}

const AdminToolsPanel = lazy(() => import('./admin-tools.tsx'));
const InstallCardPanel = lazy(() => import('./install-card.tsx'));

/** The install card (docs/pwa.md) where the browser offers an install or on iOS, until closed. */
export function InstallCard() {
  const installPrompt = useInstallPrompt();
  const isDismissed = useIsInstallCardDismissed();
  if (isDismissed || (!installPrompt && !isIosBrowser())) return null;
  return (
    <Suspense fallback={null}>
      <InstallCardPanel installPrompt={installPrompt} />
    </Suspense>
  );
}

/** Admins only (000 §2): the onboarding opener and the light/dark switch, loaded for admins alone. */
export function AdminTools() {
  const { data: user } = useCurrentUserQuery();
  if (!user?.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <AdminToolsPanel />
    </Suspense>
  );
}

type TMenuFooterProps = {
  showAbout?: boolean;
  /** The links replace the current history entry (the side drawer's, see use-side-drawer.ts). */
  replace?: boolean;
};

/** Footer: Impressum, (Über Uns,) Datenschutz and Endbenutzer Lizenzvertrag as dialogs, Ausloggen. */
export function MenuFooter({ showAbout = false, replace = false }: TMenuFooterProps) {
  const [dialog, setDialog] = useState<'privacy' | 'eula' | null>(null);
  const [hasOpened, setHasOpened] = useState<{ privacy: boolean; eula: boolean }>({
    privacy: false,
    eula: false,
  });
  const { logout, isLoggingOut } = useLogout();
  const open = (which: 'privacy' | 'eula') => {
    setHasOpened((current) => ({ ...current, [which]: true }));
    setDialog(which);
  };
  const linkSx = { fontSize: 13, fontWeight: 600, color: 'text.secondary' } as const;
  return (
    <Box>
      <InstallCard />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.75, px: 0.5, mb: 1.5 }}>
        <Link component={RouterLink} to="/impressum" replace={replace} sx={linkSx} underline="hover">
          Impressum
        </Link>
        {showAbout && (
          <Link component={RouterLink} to="/about" replace={replace} sx={linkSx} underline="hover">
            Über Uns
          </Link>
        )}
        <Link component="button" type="button" onClick={() => open('privacy')} sx={linkSx} underline="hover">
          Datenschutz
        </Link>
        <Link component="button" type="button" onClick={() => open('eula')} sx={linkSx} underline="hover">
          Endbenutzer Lizenzvertrag
        </Link>
      </Box>
      <ListItemButton
        onClick={logout}
        disabled={isLoggingOut}
        sx={{ borderRadius: '12px', minHeight: 44, color: 'error.main' }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <LogoutRounded />
        </ListItemIcon>
        <ListItemText primary="Ausloggen" slotProps={{ primary: { sx: { fontWeight: 650 } } }} />
      </ListItemButton>
      <Suspense fallback={null}>
        {hasOpened.privacy && <PrivacyDialog open={dialog === 'privacy'} onClose={() => setDialog(null)} />}
        {hasOpened.eula && <EulaDialog open={dialog === 'eula'} onClose={() => setDialog(null)} />}
      </Suspense>
    </Box>
  );
}
