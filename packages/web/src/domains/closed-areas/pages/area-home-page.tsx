/**
 * The closed-area home `/closed_area/{id}` (000 §2, issue 14): the area's branded header with its
 * menu (statistics for area admins, leaving), the tabs Entdecken (`tab=discover`, the tile
 * dashboard) and Meine (`tab=my`: my groups, events and the area's latest activity).
 */
import type { TClosedAreaHomeTab } from '@pflegepuls/shared/closed-areas';
import { formatRelativeTime } from '@pflegepuls/shared/time';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useAreaHomeQuery, useAreaMyQuery } from '../api.ts';
import { getAreaAccent } from '../areas.ts';
import { AreaLogo } from '../components/area-logo.tsx';
import { AreaTiles, formatEventDate } from '../components/area-tiles.tsx';
import { LeaveAreaDialog } from '../components/leave-area-dialog.tsx';

/** The tab from the query (000 §2: discover or my); anything else is discover. Kept zod-free. */
function readTab(value: string | null): TClosedAreaHomeTab {
  return value === 'my' ? 'my' : 'discover';
}

function HomeSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="rounded" height={112} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    </Box>
  );
}

function AreaMenu({
  closedAreaId,
  areaName,
  isAreaAdmin,
}: {
  closedAreaId: number;
  areaName: string;
  isAreaAdmin: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const navigate = useNavigate();
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label="Bereichsmenü"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'inherit' }}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {isAreaAdmin && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(`/closed_area/${closedAreaId}/statistiken`);
            }}
          >
            <ListItemIcon>
              <BarChartRounded fontSize="small" />
            </ListItemIcon>
            Statistiken
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setIsLeaving(true);
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Bereich verlassen
        </MenuItem>
      </Menu>
      <LeaveAreaDialog
        open={isLeaving}
        onClose={() => setIsLeaving(false)}
        closedAreaId={closedAreaId}
        areaName={areaName}
      />
    </>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ borderRadius: '18px', p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 750, fontSize: '1.05rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

function MyTab({ closedAreaId, areaName }: { closedAreaId: number; areaName: string }) {
  const my = useAreaMyQuery(closedAreaId);
  const base = `/closed_area/${closedAreaId}`;
  if (my.isPending)
    return (
      <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  if (my.isError)
    return (
      <LoadErrorAlert onRetry={() => void my.refetch()} isRetrying={my.isFetching}>
        Deine Gruppen und Events konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  const { groups, events, activity } = my.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Section
        title="Meine Gruppen"
        action={
          <Link component={RouterLink} to={`${base}/groups?filter=discover_groups`} variant="body2">
            Entdecken
          </Link>
        }
      >
        {groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Du bist noch in keiner Gruppe. Entdecke die Gruppen im {areaName} und tausch dich in kleiner Runde
            aus.
          </Typography>
        ) : (
          <List disablePadding>
            {groups.map((group) => (
              <ListItem key={group.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`${base}/groups/${group.id}`}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemText
                    primary={group.title}
                    secondary={`${group.memberCount} ${group.memberCount === 1 ? 'Mitglied' : 'Mitglieder'}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section
        title="Meine Events"
        action={
          <Link component={RouterLink} to={`${base}/events?filter=alle`} variant="body2">
            Alle Events
          </Link>
        }
      >
        {events.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Du hast gerade keine anstehenden Events.
          </Typography>
        ) : (
          <List disablePadding>
            {events.map((event) => (
              <ListItem key={event.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`${base}/events/${event.id}`}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemText
                    primary={event.title}
                    secondary={`${formatEventDate(event.startsAt)}${event.location ? ` · ${event.location}` : ''}${
                      event.status === 'invited' ? ' · Einladung offen' : ''
                    }`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={`Neu im ${areaName}`}>
        {activity.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Noch ist es ruhig. Schreib den ersten Beitrag!
          </Typography>
        ) : (
          <List disablePadding>
            {activity.map((item) => (
              <ListItem key={`${item.kind}-${item.id}`} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.kind === 'post' ? `${base}/feed/${item.id}` : `${base}/moments`}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemText
                    primary={item.excerpt}
                    secondary={`${item.kind === 'post' ? (item.authorName ?? '') : 'Real Talk, anonym'} · ${formatRelativeTime(item.createdAt)}`}
                    slotProps={{
                      primary: {
                        sx: {
                          display: '-webkit-box',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                        },
                      },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Box>
  );
}

/** The area home page. */
export function AreaHomePage() {
  const closedAreaId = Number(useParams()['id']);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const home = useAreaHomeQuery(closedAreaId);

  const setTab = (next: TClosedAreaHomeTab) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    setSearchParams(params, { replace: true });
  };

  return (
    <MemberContent>
      {home.isPending ? (
        <HomeSkeleton />
      ) : home.isError ? (
        <LoadErrorAlert onRetry={() => void home.refetch()} isRetrying={home.isFetching}>
          Der Bereich konnte nicht geladen werden.
        </LoadErrorAlert>
      ) : (
        <>
          <Box
            component="header"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2,
              mb: 2,
              borderRadius: '18px',
              bgcolor: getAreaAccent(home.data.area.accentColor),
              color: '#FFFFFF',
            }}
          >
            <AreaLogo src={home.data.area.logoUrl} size={48} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
                {home.data.area.name}
              </Typography>
              {home.data.area.tagline && (
                <Typography variant="body2" sx={{ lineHeight: 1.35 }}>
                  {home.data.area.tagline}
                </Typography>
              )}
              {home.data.area.sponsorName && (
                <Typography
                  variant="caption"
                  sx={{ display: 'block', lineHeight: 1.3, mt: 0.5, opacity: 0.9 }}
                >
                  Unterstützt von {home.data.area.sponsorName}
                </Typography>
              )}
            </Box>
            <AreaMenu
              closedAreaId={closedAreaId}
              areaName={home.data.area.name}
              isAreaAdmin={home.data.area.isAreaAdmin}
            />
          </Box>
          <Tabs
            value={tab}
            onChange={(_, next: TClosedAreaHomeTab) => setTab(next)}
            aria-label={`${home.data.area.name}: Ansicht`}
            variant="fullWidth"
            sx={{ mb: 2 }}
          >
            <Tab value="discover" label="Entdecken" id="area-tab-discover" aria-controls="area-panel" />
            <Tab value="my" label="Meine" id="area-tab-my" aria-controls="area-panel" />
          </Tabs>
          <Box role="tabpanel" id="area-panel" aria-labelledby={`area-tab-${tab}`}>
            {tab === 'discover' ? (
              <AreaTiles tiles={home.data.tiles} accent={getAreaAccent(home.data.area.accentColor)} />
            ) : (
              <MyTab closedAreaId={closedAreaId} areaName={home.data.area.name} />
            )}
          </Box>
        </>
      )}
    </MemberContent>
  );
}
