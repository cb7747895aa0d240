/**
 * The items of the side drawer, the desktop left menu and the admin drawer (000 §2), in the spec's
 * order, with the closed-area variants. One list per menu, so the menus cannot drift apart by accident.
 */
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SmartToyRounded from '@mui/icons-material/SmartToyRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import type { ReactNode } from 'react';
import { MEDKAI_NOT_SET_UP, isMedkaiSetUp } from '../../domains/medkai/setup.ts';
import { PRODUCT_SLUG } from '../../platform/product.ts';
import { getClosedAreaPath, type TArea } from './shell-rules.ts';

export type TBadgeKind = 'chat' | 'connectionRequests' | 'notifications' | 'eventInvites' | 'groupInvites';

/** `hint`: a second line the menus show under the label (MedKai where it is not set up). */
export type TMenuItem = { label: string; to: string; icon: ReactNode; badge?: TBadgeKind; hint?: string };

/** The side drawer's items (000 §2 "Side drawer menu"); in the admin dashboard the seven admin pages. */
export function getSideMenuItems(area: TArea): TMenuItem[] {
  if (area.kind === 'admin') return ADMIN_MENU_ITEMS;
  const closed = area.kind === 'closedArea' ? getClosedAreaPath(area.closedAreaId) : null;
  const items: TMenuItem[] = [
    { label: 'Nachrichten', to: '/chats', icon: <ChatBubbleOutlineRounded />, badge: 'chat' },
    closed
      ? { label: 'Real Talk', to: `${closed}/moments`, icon: <WhatshotRounded /> }
      : { label: 'Moments', to: '/moments', icon: <WhatshotRounded /> },
    { label: 'Wiki', to: closed ? `${closed}/wiki` : `/${PRODUCT_SLUG}-wiki`, icon: <MenuBookRounded /> },
    { label: 'Arbeitgeber-Feed', to: '/arbeitgeber-feed', icon: <ArticleRounded /> },
    {
      label: 'MedKai',
      to: '/medkai',
      icon: <SmartToyRounded />,
      ...(isMedkaiSetUp() ? {} : { hint: MEDKAI_NOT_SET_UP }),
    },
    { label: 'Stellenanzeigen', to: '/stellenangebote', icon: <WorkOutlineRounded /> },
    ...(closed
      ? [
          {
            label: 'Gruppen',
            to: `${closed}/groups`,
            icon: <GroupsRounded />,
            badge: 'groupInvites' as const,
          },
          { label: 'Events', to: `${closed}/events`, icon: <EventRounded />, badge: 'eventInvites' as const },
        ]
      : [{ label: 'Arbeitgeberprofile', to: '/arbeitgeberprofile', icon: <BusinessRounded /> }]),
    { label: 'Mein Netzwerk', to: '/netzwerk', icon: <HubRounded />, badge: 'connectionRequests' },
    {
      label: 'Mitteilungen',
      to: closed ? `${closed}/benachrichtigungen` : '/benachrichtigungen',
      icon: <NotificationsNoneRounded />,
      badge: 'notifications',
    },
    { label: 'Einstellungen', to: '/einstellungen', icon: <SettingsRounded /> },
  ];
  return items;
}

/** The desktop left menu's items in the spec's order (000 §2 "Desktop left menu"). */
export function getDesktopMenuItems(area: TArea): TMenuItem[] {
  if (area.kind === 'admin') return ADMIN_MENU_ITEMS;
  const byLabel = new Map(getSideMenuItems(area).map((item) => [item.label, item]));
  const order =
    area.kind === 'closedArea'
      ? [
          'Nachrichten',
          'Real Talk',
          'Arbeitgeber-Feed',
          'Wiki',
          'MedKai',
          'Mein Netzwerk',
          'Mitteilungen',
          'Stellenanzeigen',
          // In a closed area Gruppen and Events take the place of Arbeitgeberprofile (000 §2).
          'Gruppen',
          'Events',
          'Einstellungen',
        ]
      : [
          'Nachrichten',
          'Moments',
          'Arbeitgeber-Feed',
          'Wiki',
          'MedKai',
          'Mein Netzwerk',
          'Mitteilungen',
          'Stellenanzeigen',
          'Arbeitgeberprofile',
          'Einstellungen',
        ];
  return order.map((label) => byLabel.get(label)).filter((item): item is TMenuItem => item !== undefined);
}

/**
 * The seven admin pages and Meldungen (issue 24) (000 §2 "In the admin dashboard the drawer lists only the seven admin
 * pages"), with the spec's English names in German (docs/admin.md, "Oberfläche").
 */
export const ADMIN_MENU_ITEMS: TMenuItem[] = [
  { label: 'Nutzerstatistik', to: '/admin-dashboard/users', icon: <PeopleAltRounded /> },
  { label: 'Moments-Statistik', to: '/admin-dashboard/moments', icon: <WhatshotRounded /> },
  {
    label: 'Benachrichtigungs-Statistik',
    to: '/admin-dashboard/notifications',
    icon: <NotificationsNoneRounded />,
  },
  { label: 'Onboarding-Analyse', to: '/admin-dashboard/onboarding-analytics', icon: <QueryStatsRounded /> },
  {
    label: 'Registrierungs-Analyse',
    to: '/admin-dashboard/registration-analytics',
    icon: <BarChartRounded />,
  },
  { label: 'Matcher-Sync', to: '/admin-dashboard/matcher-sync', icon: <SyncRounded /> },
  { label: 'Kontakte', to: '/admin-dashboard/user-connections', icon: <PersonSearchRounded /> },
  { label: 'Meldungen', to: '/admin-dashboard/moderation', icon: <FlagRounded /> },
];
