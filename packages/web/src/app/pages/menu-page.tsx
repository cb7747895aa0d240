import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import ExploreRounded from '@mui/icons-material/ExploreRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import PodcastsRounded from '@mui/icons-material/PodcastsRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../platform/router.tsx';
import { useGroupInvitationsQuery } from '../../domains/groups/invitations.ts';
import { useConnectionRequestCountQuery } from '../../domains/notifications/api.ts';
import { useCurrentUserQuery } from '../../domains/users/api.ts';
import { getAreaFromPath, getClosedAreaPath } from '../layouts/shell-rules.ts';
import { MenuFooter, MenuLinks, ProfileCard } from '../layouts/menu-parts.tsx';
import type { TMenuItem } from '../layouts/menu-items.tsx';

type TSection = { title: string; items: TMenuItem[]; isSoon?: boolean };

/** The sections of the mobile menu screen (000 §2 "Mobile menu screen"). */
export function getMenuSections(closedAreaId: number | null): TSection[] {
  const area = getClosedAreaPath(closedAreaId ?? UROCAMPUS_AREA_ID);
  const groups = closedAreaId ? `${area}/groups` : '/gruppen';
  return [
    {
      title: 'Feed',
      items: [
        { label: 'Mein Feed', to: closedAreaId ? area : '/feed', icon: <ArticleRounded /> },
        {
          label: 'Entdecken',
          to: closedAreaId ? `${area}?tab=discover` : '/feed?tab=discover',
          icon: <ExploreRounded />,
        },
        { label: 'Real Talk', to: closedAreaId ? `${area}/moments` : '/moments', icon: <WhatshotRounded /> },
        { label: 'Netzwerk', to: '/netzwerk', icon: <HubRounded />, badge: 'connectionRequests' },
      ],
    },
    {
      title: 'Gruppen',
      // The community's groups live under /gruppen (docs/groups.md).
      items: [
        { label: 'Meine Gruppen', to: groups, icon: <GroupsRounded />, badge: 'groupInvites' },
        { label: 'Entdecken', to: `${groups}?filter=discover_groups`, icon: <TravelExploreRounded /> },
      ],
    },
    {
      title: 'Events',
      items: [
        { label: 'Alle Events', to: `${area}/events?filter=alle`, icon: <EventRounded /> },
        { label: 'Meine Events', to: `${area}/events?filter=meine-events`, icon: <EventAvailableRounded /> },
      ],
    },
  ];
}

function SoonItem({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <ListItem aria-disabled="true" sx={{ minHeight: 44, opacity: 0.5, borderRadius: '12px' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText
        primary={label}
        slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.9375rem' } } }}
      />
    </ListItem>
  );
}

/**
 * The phone's menu screen at /menu and /closed_area/{id}/menu; at desktop width it redirects to the
 * area's home (000 §2).
 */
export function MenuPage() {
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const requests = useConnectionRequestCountQuery();
  const { data: user } = useCurrentUserQuery();
  const area = getAreaFromPath(pathname);
  const closedAreaId = area.kind === 'closedArea' ? area.closedAreaId : null;
  const groupInvites = useGroupInvitationsQuery(user?.id, closedAreaId);
  if (isDesktop) return <Navigate to={closedAreaId ? getClosedAreaPath(closedAreaId) : '/'} replace />;

  const badges = {
    chat: 0,
    connectionRequests: requests.data?.count ?? 0,
    notifications: 0,
    eventInvites: 0,
    groupInvites: groupInvites.data?.length ?? 0,
  };
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        py: 3,
        maxWidth: 600,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Typography component="h1" variant="h5">
        Menü
      </Typography>
      <ProfileCard variant="menu" />
      {getMenuSections(closedAreaId).map((section) => (
        <Card
          key={section.title}
          component="section"
          aria-labelledby={`menu-${section.title}`}
          sx={{ p: 1, borderRadius: '18px' }}
        >
          <Typography
            id={`menu-${section.title}`}
            component="h2"
            variant="overline"
            sx={{ px: 1.5, fontWeight: 750, color: 'text.secondary' }}
          >
            {section.title}
          </Typography>
          <MenuLinks items={section.items} badges={badges} label={section.title} />
        </Card>
      ))}
      <Card component="section" aria-labelledby="menu-urocademy" sx={{ p: 1, borderRadius: '18px' }}>
        <Typography
          id="menu-urocademy"
          component="h2"
          variant="overline"
          sx={{ px: 1.5, fontWeight: 750, color: 'text.secondary' }}
        >
          Urocademy (bald)
        </Typography>
        <List dense disablePadding>
          <SoonItem label="Videos" icon={<VideoLibraryRounded />} />
          <SoonItem label="Podcasts" icon={<PodcastsRounded />} />
        </List>
      </Card>
      <Box sx={{ px: 1 }}>
        <MenuFooter showAbout />
      </Box>
    </Box>
  );
}
