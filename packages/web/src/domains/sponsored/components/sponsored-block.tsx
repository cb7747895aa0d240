/**
 * The sponsored block of the feed (000 §9), loaded lazily by the feed list so /feed's first load
 * stays as it is. Clearly labelled "Gesponsert" with the sponsor's name; the link opens in a new tab
 * and is marked `sponsored` for search engines.
 */
import type { TSponsoredItem } from '@pflegepuls/shared/sponsored';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { sponsoredItemIndex } from '../positions.ts';
import { useSponsoredQuery } from '../api.ts';

const SPONSORED_LABEL = 'Gesponsert';

/** One sponsored card. */
export function SponsoredBlock({ item }: { item: TSponsoredItem }) {
  const titleId = `sponsored-${item.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-sponsored={item.id}
      sx={{ p: { xs: 2, sm: 2.5 }, borderLeft: 4, borderColor: 'primary.main' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="caption"
          sx={{
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: 0.6,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          {SPONSORED_LABEL}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {item.sponsorName}
        </Typography>
      </Box>
      {item.image && (
        <Box
          component="img"
          src={item.image}
          alt=""
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: 240,
            objectFit: 'cover',
            borderRadius: 2,
            mb: 1.5,
          }}
        />
      )}
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {item.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
        {item.body}
      </Typography>
      <Button
        variant="outlined"
        // The ink orange: the brand orange as text on white would not be readable enough.
        color="secondary"
        href={item.linkUrl}
        target="_blank"
        rel="noopener sponsored"
        endIcon={<OpenInNewRounded aria-hidden="true" />}
        aria-label={`${item.linkLabel} (öffnet in einem neuen Tab)`}
      >
        {item.linkLabel}
      </Button>
    </Card>
  );
}

type TSponsoredSlotProps = { slot: number; closedAreaId: number | null };

/** The list entry of block number `slot`: the sponsored items take turns; nothing when there are none. */
export default function SponsoredSlot({ slot, closedAreaId }: TSponsoredSlotProps) {
  const { data } = useSponsoredQuery(closedAreaId);
  const index = sponsoredItemIndex(slot, data?.length ?? 0);
  const item = index === null ? undefined : data?.[index];
  if (!item) return null;
  return (
    <Box component="li" data-sponsored-slot={slot}>
      <SponsoredBlock item={item} />
    </Box>
  );
}
