/** The tiles of an area home (000 §3 tile types), driven by the area's data. */
import type { TClosedAreaTile, TClosedAreaTileType } from '@pflegepuls/shared/closed-areas';
import { TIME_ZONE } from '@pflegepuls/shared/time';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';

const TILE_LOOK: Record<TClosedAreaTileType, { label: string; icon: ReactNode }> = {
  alert: { label: 'Aktuell', icon: <CampaignRounded /> },
  email: { label: 'E-Mail', icon: <MailOutlineRounded /> },
  realTalk: { label: 'Real Talk', icon: <WhatshotRounded /> },
  group: { label: 'Gruppen', icon: <GroupsRounded /> },
  feed: { label: 'Beiträge', icon: <ArticleRounded /> },
  events: { label: 'Events', icon: <EventRounded /> },
  podcast: { label: 'Podcast', icon: <HeadphonesRounded /> },
  video: { label: 'Video', icon: <PlayCircleOutlineRounded /> },
};

const eventDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

export function formatEventDate(at: number): string {
  return `${eventDate.format(at)} Uhr`;
}

/** Internal paths open in the app, everything else (mailto:, https:) as a normal link. */
function linkProps(url: string) {
  if (url.startsWith('/')) return { component: RouterLink, to: url };
  return {
    component: 'a' as const,
    href: url,
    ...(url.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
}

function TileContent({ tile, accent }: { tile: TClosedAreaTile; accent: string }) {
  const look = TILE_LOOK[tile.type];
  const isAlert = tile.type === 'alert';
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: isAlert ? 'rgba(255,255,255,0.2)' : alpha(accent, 0.12),
            color: isAlert ? 'inherit' : accent,
          }}
        >
          {look.icon}
        </Box>
        <Typography
          variant="overline"
          sx={{ fontWeight: 750, lineHeight: 1.2, color: isAlert ? 'inherit' : 'text.secondary' }}
        >
          {look.label}
          {tile.type === 'group' && tile.groupCount ? ` · ${tile.groupCount}` : null}
        </Typography>
      </Box>
      <Typography component="h3" sx={{ fontWeight: 750, fontSize: '1.05rem', lineHeight: 1.3 }}>
        {tile.title}
      </Typography>
      {tile.body && (
        <Typography variant="body2" sx={{ color: isAlert ? 'inherit' : 'text.secondary' }}>
          {tile.body}
        </Typography>
      )}
      {tile.events && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {tile.events.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              Gerade sind keine Events geplant.
            </Typography>
          )}
          {tile.events.map((event) => (
            <Box component="li" key={event.id}>
              <Typography variant="body2" sx={{ fontWeight: 650 }}>
                {event.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatEventDate(event.startsAt)}
                {event.location && ` · ${event.location}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {tile.url && (
        <Typography
          variant="body2"
          sx={{
            mt: 'auto',
            pt: 0.5,
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            color: isAlert ? 'inherit' : 'text.primary',
          }}
        >
          {tile.linkLabel ?? 'Öffnen'} <ArrowForwardRounded aria-hidden="true" sx={{ fontSize: 18 }} />
        </Typography>
      )}
    </Box>
  );
}

/** One tile; the whole card is the link when the tile has one. */
function Tile({ tile, accent }: { tile: TClosedAreaTile; accent: string }) {
  const isAlert = tile.type === 'alert';
  return (
    <Card
      component="article"
      aria-label={`${TILE_LOOK[tile.type].label}: ${tile.title}`}
      sx={{
        gridColumn: isAlert ? '1 / -1' : undefined,
        borderRadius: '18px',
        bgcolor: isAlert ? accent : 'background.paper',
        color: isAlert ? '#FFFFFF' : 'text.primary',
        borderTop: isAlert ? 0 : `4px solid ${accent}`,
      }}
    >
      {tile.url ? (
        <CardActionArea {...linkProps(tile.url)} sx={{ height: '100%', alignItems: 'stretch' }}>
          <TileContent tile={tile} accent={accent} />
        </CardActionArea>
      ) : (
        <TileContent tile={tile} accent={accent} />
      )}
    </Card>
  );
}

/** The tile dashboard: alerts across the full width, the rest in two columns from tablet width. */
export function AreaTiles({ tiles, accent }: { tiles: TClosedAreaTile[]; accent: string }) {
  if (tiles.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Hier erscheinen bald Neuigkeiten, Gruppen und Events dieses Bereichs.
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {tiles.map((tile) => (
        <Tile key={tile.id} tile={tile} accent={accent} />
      ))}
    </Box>
  );
}
