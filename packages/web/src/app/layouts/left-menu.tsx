import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Link as RouterLink } from '../../platform/router.tsx';
import { AreaWordmark, getHomeLinkLabel, useAreaBranding } from '../../domains/closed-areas/area-brand.tsx';
import { AreaSwitcher } from '../../domains/closed-areas/area-switcher.tsx';
import { ProductWordmark } from '../../ui/product-wordmark.tsx';
import { getDesktopMenuItems } from './menu-items.tsx';
import { AdminTools, MenuFooter, MenuLinks, ProfileCard, useMenuBadges } from './menu-parts.tsx';
import { getClosedAreaPath, toAreaKind, type TArea } from './shell-rules.ts';

/** The desktop left menu (000 §2 "Desktop left menu"). */
export function LeftMenu({ area }: { area: TArea }) {
  const badges = useMenuBadges(area);
  const branding = useAreaBranding(area.kind === 'closedArea' ? area.closedAreaId : null);
  const home =
    area.kind === 'closedArea'
      ? getClosedAreaPath(area.closedAreaId)
      : area.kind === 'admin'
        ? '/admin-dashboard/users'
        : '/feed';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 2, minHeight: '100%' }}>
      <Box
        component={RouterLink}
        to={home}
        aria-label={getHomeLinkLabel(branding)}
        sx={{ display: 'flex', px: 1, color: 'text.primary', textDecoration: 'none' }}
      >
        {branding ? <AreaWordmark area={branding} tone="menu" /> : <ProductWordmark />}
      </Box>
      {area.kind !== 'admin' && <ProfileCard variant="desktop" />}
      <AreaSwitcher current={toAreaKind(area)} />
      <MenuLinks items={getDesktopMenuItems(area)} badges={badges} label="Hauptmenü" isCompact />
      <Divider />
      <Box sx={{ mt: 'auto' }}>
        <AdminTools />
        <MenuFooter showAbout />
      </Box>
    </Box>
  );
}
