import { NETWORK_MESSAGES as M } from '@pflegepuls/shared/network-messages';
import type { TProfilePicture } from '@pflegepuls/shared/users';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { MemberModerationMenu } from '../../moderation/components/member-menu.tsx';
import { useOpenProfile } from '../../users/use-open-profile.ts';

export type TNetworkPerson = {
  userName: string;
  fullName: string;
  currentPosition: string | null;
  location: string | null;
  profilePicture: TProfilePicture | null;
  isOnline: boolean;
  mutualConnections: number;
};

type TPersonCardProps = {
  person: TNetworkPerson;
  /** A line under the name for the card's own facts (distance, reason). */
  details?: ReactNode;
  /** Buttons or a status label; below the text on phones, at the right on wider screens. */
  actions?: ReactNode;
};

/** One person on the network pages: picture, name (opens the profile), position, place, mutuals. */
export function PersonCard({ person, details, actions }: TPersonCardProps) {
  const openProfile = useOpenProfile();
  const name = person.fullName || person.userName;
  return (
    <Card
      component="li"
      data-testid="network-person"
      data-username={person.userName}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ flex: 1, minWidth: 0, alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          {/* For the mouse only: the name beside it is the same action for keyboards and screen readers. */}
          <ButtonBase
            onClick={() => openProfile(person.userName)}
            tabIndex={-1}
            aria-hidden
            sx={{ borderRadius: '50%', flexShrink: 0 }}
          >
            <UserAvatar person={person} size={56} />
          </ButtonBase>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="button"
              type="button"
              onClick={() => openProfile(person.userName)}
              sx={{
                all: 'unset',
                cursor: 'pointer',
                fontWeight: 600,
                fontSize: '1rem',
                display: 'block',
                // A button is as wide as its text: without a width a long name runs under the actions.
                width: '100%',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 0.5 },
              }}
            >
              {name}
            </Typography>
            {person.currentPosition && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {person.currentPosition}
              </Typography>
            )}
            <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
              {person.location && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}
                >
                  <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
                  {person.location}
                </Typography>
              )}
              {person.mutualConnections > 0 && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}
                >
                  <PeopleOutlineIcon sx={{ fontSize: 16 }} aria-hidden />
                  {M.mutualConnections(person.mutualConnections)}
                </Typography>
              )}
            </Box>
            {details && <Box sx={{ mt: 0.75 }}>{details}</Box>}
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            flexShrink: 0,
            pl: { xs: 9, sm: 0 },
            // Phones: the buttons share the row under the text instead of wrapping one by one.
            '& > .MuiButton-root': { flex: { xs: 1, sm: 'none' } },
            alignItems: 'center',
            justifyContent: { xs: 'flex-start', sm: 'flex-end' },
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          {actions}
          <MemberModerationMenu userName={person.userName} name={name} />
        </Stack>
      </Stack>
    </Card>
  );
}

/** Placeholder cards while a list loads. */
export function PersonCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <Stack spacing={1.5} aria-hidden data-testid="network-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={56} height={56} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" height={24} />
              <Skeleton width="30%" />
              <Skeleton width="25%" />
            </Box>
            <Skeleton
              variant="rounded"
              width={110}
              height={36}
              sx={{ display: { xs: 'none', sm: 'block' } }}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
