/** The area's wordmark (area-brand.tsx loads it only inside an area). */
import type { TClosedArea } from '@pflegepuls/shared/closed-areas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AreaLogo } from './area-logo.tsx';

/** Logo and name of the area (the app bar's and the menu's title inside an area). */
export default function AreaWordmark({
  area,
  tone = 'inherit',
}: {
  area: TClosedArea;
  tone?: 'inherit' | 'menu';
}) {
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
