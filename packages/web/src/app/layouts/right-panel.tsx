/**
 * The desktop right panel (000 §2): profile completeness ring, Trending, Vorschläge, Tipp des Tages.
 * Every card loads on its own and has its skeleton, empty and error state, so one missing endpoint
 * never breaks the page. Its own chunk: phones never load it.
 */
import { jobAdUrl } from '@pflegepuls/shared/job-urls';
import type { TSuggestion } from '@pflegepuls/shared/network';
import { NETWORK_MESSAGES } from '@pflegepuls/shared/network-messages';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from '../../platform/router.tsx';
import { useAreaBranding } from '../../domains/closed-areas/area-brand.tsx';
import { useChannelsQuery, useTrendingQuery } from '../../domains/feed/api.ts';
import { useMyJobMatchesQuery } from '../../domains/matcher/api.ts';
import { channelPath } from '../../domains/feed/feed-params.ts';
import { useSendRequestMutation, useSuggestionsPreviewQuery } from '../../domains/network/api.ts';
import { useTipOfTheDayQuery } from '../../domains/tips/api.ts';
import { useCompletenessQuery } from '../../domains/users/api.ts';
import { getSettingsPathFor } from '../../domains/users/settings-tabs.ts';
import { useOpenProfile } from '../../domains/users/use-open-profile.ts';
import { useToast } from '../../ui/toast.tsx';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import type { TArea } from './shell-rules.ts';

function PanelCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 2, borderRadius: '18px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 750, fontSize: '1rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

function CardState({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<unknown>;
  empty: boolean;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  if (query.isError)
    return (
      <Typography variant="body2" color="text.secondary">
        Konnte gerade nicht geladen werden.{' '}
        <Link
          component="button"
          type="button"
          onClick={() => void query.refetch()}
          sx={{ fontSize: 'inherit' }}
        >
          Erneut versuchen
        </Link>
      </Typography>
    );
  if (empty) return null;
  return children;
}

function CompletenessCard() {
  const query = useCompletenessQuery();
  const data = query.data;
  const firstMissing = data?.missing[0];
  return (
    <PanelCard title="Dein Profil">
      <CardState query={query} empty={false}>
        {data && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
              <CircularProgress
                variant="determinate"
                value={100}
                size={72}
                thickness={5}
                aria-hidden
                sx={{ color: 'divider', position: 'absolute' }}
              />
              <CircularProgress
                variant="determinate"
                value={data.score}
                size={72}
                thickness={5}
                aria-label={`Profil zu ${data.score} % vollständig`}
                sx={{ color: 'primary.main', '& circle': { strokeLinecap: 'round' } }}
              />
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <Typography sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>{data.score}%</Typography>
              </Box>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{data.label}</Typography>
              {data.missing.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Noch offen:{' '}
                  {data.missing
                    .slice(0, 2)
                    .map((item) => item.label)
                    .join(', ')}
                  {data.missing.length > 2 ? ' …' : ''}
                </Typography>
              ) : null}
              <Link
                component={RouterLink}
                to={firstMissing ? getSettingsPathFor(firstMissing.key) : '/einstellungen'}
                variant="body2"
              >
                {firstMissing ? 'Jetzt ergänzen' : 'Profil bearbeiten'}
              </Link>
            </Box>
          </Box>
        )}
      </CardState>
    </PanelCard>
  );
}

function TrendingCard({ closedAreaId }: { closedAreaId: number | null }) {
  const query = useTrendingQuery(closedAreaId);
  const items = query.data ?? [];
  const postBase = closedAreaId === null ? '/feed' : `/closed_area/${closedAreaId}/feed`;
  return (
    <PanelCard title={closedAreaId === null ? 'Trending' : 'Trending im Bereich'}>
      <CardState query={query} empty={false}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Diese Woche ist es noch ruhig. Schreib den ersten Beitrag, über den alle reden!
          </Typography>
        ) : (
          <Box
            component="ol"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {items.slice(0, 5).map((item) => (
              <Box component="li" key={item.id}>
                <Link
                  component={RouterLink}
                  to={`${postBase}/${item.id}`}
                  color="inherit"
                  underline="none"
                  sx={{
                    display: 'block',
                    fontWeight: 500,
                    '&:hover .excerpt': { textDecoration: 'underline' },
                  }}
                >
                  <Typography
                    className="excerpt"
                    variant="body2"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {item.excerpt}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mt: 0.25 }}
                  >
                    {(item.companyName ?? item.author) && (
                      <span>{item.companyName ?? item.author.fullName}</span>
                    )}
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <FavoriteBorderRounded sx={{ fontSize: 14 }} aria-label="Likes" /> {item.likesCount}
                    </Box>
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <ChatBubbleOutlineRounded sx={{ fontSize: 14 }} aria-label="Kommentare" />{' '}
                      {item.commentsCount}
                    </Box>
                  </Typography>
                </Link>
              </Box>
            ))}
          </Box>
        )}
      </CardState>
    </PanelCard>
  );
}

function SuggestionRow({ person }: { person: TSuggestion }) {
  const [isSent, setIsSent] = useState(false);
  const showToast = useToast();
  const openProfile = useOpenProfile();
  const connect = useSendRequestMutation();
  const handleConnect = () =>
    connect.mutate(person.userName, {
      onSuccess: () => {
        setIsSent(true);
        showToast({ message: NETWORK_MESSAGES.requestSent(person.fullName), severity: 'success' });
      },
      onError: (error) => showToast({ message: error.message, severity: 'error' }),
    });
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="button"
        type="button"
        onClick={() => openProfile(person.userName)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          flex: 1,
          minWidth: 0,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <UserAvatar person={person} size={40} />
        <Box sx={{ minWidth: 0 }}>
          {/* Two lines for the name: next to the button, one line cuts most names short. */}
          <Typography
            sx={{
              fontWeight: 650,
              fontSize: '0.875rem',
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {person.fullName}
          </Typography>
          {person.currentPosition && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {person.currentPosition}
            </Typography>
          )}
        </Box>
      </Box>
      {isSent ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ maxWidth: 92, textAlign: 'right', lineHeight: 1.2 }}
        >
          Verbindungsanfrage gesendet
        </Typography>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          onClick={handleConnect}
          disabled={connect.isPending}
          aria-label={`Mit ${person.fullName} verbinden`}
          sx={{ minHeight: 32, px: 1.5, flexShrink: 0 }}
        >
          Verbinden
        </Button>
      )}
    </Box>
  );
}

function SuggestionsCard() {
  const query = useSuggestionsPreviewQuery();
  const people = query.data ?? [];
  return (
    <PanelCard
      title="Vorschläge"
      action={
        <Link component={RouterLink} to="/netzwerk/entdecken" variant="body2">
          Alle
        </Link>
      }
    >
      <CardState query={query} empty={false}>
        {people.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Gerade keine Vorschläge. Schau später wieder vorbei.
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {people.map((person) => (
              <SuggestionRow key={person.userName} person={person} />
            ))}
          </Box>
        )}
      </CardState>
    </PanelCard>
  );
}

function TipCard() {
  const query = useTipOfTheDayQuery();
  const tip = query.data?.tip;
  return (
    <PanelCard
      title="Tipp des Tages"
      action={<LightbulbOutlined sx={{ color: 'secondary.main' }} aria-hidden="true" />}
    >
      <CardState query={query} empty={false}>
        {tip ? (
          <>
            <Typography sx={{ fontWeight: 700, fontSize: '0.9375rem', mb: 0.5 }}>{tip.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {tip.text}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Heute gibt es keinen Tipp – morgen wieder.
          </Typography>
        )}
      </CardState>
    </PanelCard>
  );
}

/**
 * "Passende Jobs für dich" (docs/matcher.md): the first three matches with their first reason, or
 * the hint why there are none; nothing for members who want no offers. Built from what the panel
 * already loads: it is part of every desktop page's first load.
 */
function JobMatchesCard() {
  const query = useMyJobMatchesQuery();
  const data = query.data;
  if (data && data.matches.length === 0 && (!data.hint || data.hint.code === 'no_offers')) return null;
  return (
    <PanelCard
      title="Passende Jobs für dich"
      action={
        data?.matches.length ? (
          <Link component={RouterLink} to="/stellenangebote#passende-jobs" sx={{ fontSize: '0.8125rem' }}>
            Alle
          </Link>
        ) : undefined
      }
    >
      <CardState query={query} empty={false}>
        {data?.hint && data.matches.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {data.hint.text}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
            {data?.matches.slice(0, 3).map((match) => (
              <li key={match.jobAd.uid}>
                <Link
                  component={RouterLink}
                  to={jobAdUrl(match.jobAd.uid, match.jobAd.company.name)}
                  underline="hover"
                  sx={{ fontWeight: 700, color: 'text.primary', display: 'block', lineHeight: 1.3 }}
                >
                  {match.jobAd.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {match.jobAd.company.name} · {match.score} % passend
                </Typography>
                <Typography variant="body2">{match.reasons[0]}</Typography>
              </li>
            ))}
          </Box>
        )}
      </CardState>
    </PanelCard>
  );
}

/** Inside a closed area: its channels, each opening the area's feed of that channel. */
function AreaChannelsCard({ closedAreaId }: { closedAreaId: number }) {
  const query = useChannelsQuery();
  const channels = query.data ?? [];
  return (
    <PanelCard title="Kanäle im Bereich">
      <CardState query={query} empty={channels.length === 0}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {channels.map((channel) => (
            <Box component="li" key={channel.id}>
              <Link
                component={RouterLink}
                to={channelPath(channel.slug, closedAreaId)}
                underline="hover"
                color="inherit"
                sx={{ fontSize: '0.875rem', fontWeight: channel.isFollowed ? 750 : 500 }}
              >
                #{channel.name}
              </Link>
            </Box>
          ))}
        </Box>
      </CardState>
    </PanelCard>
  );
}

/** The four cards of the right panel; inside a closed area its channels and its own Trending. */
export default function RightPanel({ area }: { area?: TArea }) {
  // Only members with current terms get the area's cards; the wizard and the terms screen the community's.
  const branding = useAreaBranding(area?.kind === 'closedArea' ? area.closedAreaId : null);
  const closedAreaId = branding?.id ?? null;
  return (
    <Box
      component="aside"
      aria-label="Seitenleiste"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <CompletenessCard />
      {closedAreaId !== null && <AreaChannelsCard closedAreaId={closedAreaId} />}
      <TrendingCard closedAreaId={closedAreaId} />
      {closedAreaId === null && <JobMatchesCard />}
      <SuggestionsCard />
      <TipCard />
    </Box>
  );
}
