import { GROUP_JOIN_MODE_LABELS, type TGroupCard } from '@pflegepuls/shared/groups';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '../../../platform/router.tsx';
import { groupPath } from '../paths.ts';
import { GROUP_TEXTS as T } from '../texts.ts';

const STATUS_LABEL = {
  member: T.statusMember,
  requested: T.statusRequested,
  pending: T.statusInvited,
} as const;

/** A group's initials on an accent tile (groups have no pictures yet). */
export function GroupMark({ title, size = 48 }: { title: string; size?: number }) {
  const initials = title
    .split(/\s+/)
    .filter((word) => /^[A-Za-zÄÖÜäöü]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      variant="rounded"
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: '14px',
        bgcolor: 'primary.main',
        color: '#3b2200',
        fontWeight: 800,
      }}
    >
      {initials || 'G'}
    </Avatar>
  );
}

/** One group in "Meine Gruppen" and "Entdecken": name, summary, members, join mode, my status. */
export function GroupCard({ group }: { group: TGroupCard }) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={Link}
        to={groupPath(group.closedAreaId, group.id)}
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <GroupMark title={group.title} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 750, fontSize: '1rem' }}>
            {group.title}
          </Typography>
          {group.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {group.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {T.members(group.membersCount)} · {GROUP_JOIN_MODE_LABELS[group.joinMode]}
            </Typography>
            {group.isHidden && <HiddenMark />}
            {group.authUserMemberStatus && (
              <Chip
                size="small"
                label={STATUS_LABEL[group.authUserMemberStatus]}
                color={group.authUserMemberStatus === 'member' ? 'primary' : 'default'}
                variant={group.authUserMemberStatus === 'member' ? 'filled' : 'outlined'}
              />
            )}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function GroupCardSkeleton() {
  return (
    <Card sx={{ p: 2, display: 'flex', gap: 2 }} aria-hidden="true">
      <Skeleton variant="rounded" width={48} height={48} sx={{ borderRadius: '14px' }} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" height={24} />
        <Skeleton width="90%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}
