import { PRIMARY_COLOR } from '@pflegepuls/shared';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { MemberContent } from '../../../ui/member-content.tsx';
import { getInitials, useCurrentUserQuery } from '../../users/api.ts';

/** Good morning / day / evening in the visitor's local time. */
function getGreeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 11) return 'Guten Morgen';
  if (hour < 18) return 'Hallo';
  return 'Guten Abend';
}

/** The feed's placeholder until posts and moments arrive: greeting and a note that it is being built. */
export function FeedPage() {
  // The member route's loader guarantees a user in the cache.
  const { data: user } = useCurrentUserQuery();
  if (!user) return null;

  return (
    <MemberContent>
      <Box component="main">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <Avatar
            alt=""
            sx={{
              width: 56,
              height: 56,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 800,
              fontSize: 20,
            }}
          >
            {getInitials(user)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {getGreeting()}, {user.firstName || user.fullName}!
            </Typography>
            <Typography color="text.secondary" noWrap>
              {user.currentPosition ?? user.fullName}
            </Typography>
          </Box>
        </Box>

        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 56,
                height: 56,
                borderRadius: '16px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: alpha(PRIMARY_COLOR, 0.16),
                color: 'secondary.main',
                mb: 2.5,
              }}
            >
              <ConstructionRounded />
            </Box>
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              Dein Feed entsteht gerade
            </Typography>
            <Typography color="text.secondary">
              Hier findest du bald Beiträge, Moments und Neuigkeiten aus deinem Netzwerk – von Kolleginnen und
              Kollegen, aus deinen Gruppen und zu Jobs in deiner Nähe. Wir bauen gerade daran. Schau bald
              wieder vorbei!
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </MemberContent>
  );
}
