/**
 * The admin dashboard's bottom bar items on phones (001 §2.4): Nutzer, Moments, Benachrichtigungen
 * and Onboarding, then the bar's own Menü (only these four can be the current tab). Loaded only in
 * the admin area, so the member app's bar carries none of it; the dashboard prefetches on hover or
 * touch of these links itself (domains/admin/use-prefetch-on-intent.ts). Imports nothing of the
 * phone shell's own chunk (the Menü icon stays there): taking a module out of a shell group broke
 * the build's exports once. Onboarding has an icon of its own (the drawer's QueryStats shared with
 * this chunk would split the desktop menu's chunk: one more script in every desktop first load).
 */
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import type { ReactNode } from 'react';
import type { TBarItem } from './bottom-bar.tsx';

export const ADMIN_BAR_ITEMS: TBarItem[] = [
  { label: 'Nutzer', to: '/admin-dashboard/users', icon: <PeopleAltRounded /> },
  { label: 'Moments', to: '/admin-dashboard/moments', icon: <WhatshotRounded /> },
  // A fifth of a phone is narrower than the word: the soft hyphen lets it break as "Benachrich-tigungen".
  {
    label: 'Benachrich\u00ADtigungen',
    to: '/admin-dashboard/notifications',
    icon: <NotificationsNoneRounded />,
  },
  { label: 'Onboarding', to: '/admin-dashboard/onboarding-analytics', icon: <InsightsRounded /> },
];

/** Hands the admin items to `children` (the shell renders its bottom bar with them). */
export default function AdminBarItems({ children }: { children: (items: TBarItem[]) => ReactNode }) {
  return children(ADMIN_BAR_ITEMS);
}
