/**
 * The area's own look in the shell (issue 14): inside a closed area the app bar and the menus show
 * the area's name and sponsor logo, and the phone app bar takes its accent colour. Data from the
 * area query the gate loads anyway (one request per area, shared).
 */
import type { TClosedArea } from '@pflegepuls/shared/closed-areas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAreaHomeQuery, useMembershipQuery } from './api.ts';
import { AreaLogo } from './components/area-logo.tsx';
import { getProductName } from '../../platform/product.ts';

/** The branded area for the shell, or null outside areas, for non-members and while loading. */
export function useAreaBranding(closedAreaId: number | null): TClosedArea | null {
  const inArea = closedAreaId !== null;
  const membership = useMembershipQuery(closedAreaId ?? 0, inArea);
  const home = useAreaHomeQuery(closedAreaId ?? 0, inArea && membership.data === true);
  return inArea ? (home.data?.area ?? null) : null;
}

/** The name of the shell's home link: it holds the wordmark's visible words (WCAG 2.5.3, label in name). */
export function getHomeLinkLabel(area: TClosedArea | null): string {
  if (!area) return `Startseite ${getProductName()}`;
  return `Startseite ${area.name}${area.sponsorName ? ` mit ${area.sponsorName}` : ''}`;
}

/** Logo and name of the area (the app bar's and the menu's title inside an area). */
export function AreaWordmark({ area, tone = 'inherit' }: { area: TClosedArea; tone?: 'inherit' | 'menu' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <AreaLogo src={area.logoUrl} size={32} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          variant="h6"
          sx={{ display: 'block', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.01em' }}
        >
          {area.name}
        </Typography>
        {/* A space between the two lines, so that the text reads "Urocampus mit …" and not "Urocampusmit …". */}
        {area.sponsorName && ' '}
        {area.sponsorName && (
          <Typography
            component="span"
            variant="caption"
            sx={{
              display: 'block',
              lineHeight: 1.2,
              color: tone === 'menu' ? 'text.secondary' : 'inherit',
              opacity: tone === 'menu' ? 1 : 0.9,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            mit {area.sponsorName}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
