/** The members tab and the admins' requests tab of a group page. */
import {
  GROUP_ROLE_LABELS,
  type TGroupDetail,
  type TGroupMember,
  type TGroupRole,
} from '@pflegepuls/shared/groups';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useOpenProfile } from '../../users/use-open-profile.ts';
import {
  useAnswerRequestMutation,
  useGroupMembersQuery,
  useRemoveMemberMutation,
  useSetRoleMutation,
} from '../api.ts';
import { GROUP_TEXTS as T } from '../texts.ts';

function MemberRow({ member, actions }: { member: TGroupMember; actions?: React.ReactNode }) {
  const openProfile = useOpenProfile();
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      <UserAvatar person={member.user} size={40} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="button"
          type="button"
          onClick={() => openProfile(member.user.userName)}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            fontWeight: 650,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {member.user.fullName}
        </Typography>
        {member.user.currentPosition && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {member.user.currentPosition}
          </Typography>
        )}
      </Box>
      {member.status === 'member' && member.role !== 'member' && (
        <Chip
          size="small"
          label={GROUP_ROLE_LABELS[member.role]}
          color={member.role === 'owner' ? 'primary' : 'default'}
        />
      )}
      {actions}
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Box aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function MemberMenu({
  group,
  member,
  viewerId,
}: {
  group: TGroupDetail;
  member: TGroupMember;
  viewerId: number;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setRole = useSetRoleMutation(group.id);
  const remove = useRemoveMemberMutation(group.id);
  const showToast = useToast();
  if (member.user.id === viewerId) return null;
  const canRemove = group.permissions.moderate && (member.role !== 'owner' || group.permissions.manageRoles);
  const roles: TGroupRole[] = group.permissions.manageRoles
    ? (['owner', 'moderator', 'member'] as const).filter((role) => role !== member.role)
    : [];
  if (!canRemove && roles.length === 0) return null;
  const onError = (error: Error) => showToast({ message: error.message || T.failed, severity: 'error' });
  const roleLabel = { owner: T.makeOwner, moderator: T.makeModerator, member: T.makeMember };
  return (
    <>
      <IconButton
        aria-label={`Aktionen zu ${member.user.fullName}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {roles.map((role) => (
          <MenuItem
            key={role}
            onClick={() => {
              setAnchor(null);
              setRole.mutate({ userId: member.user.id, role }, { onError });
            }}
          >
            {roleLabel[role]}
          </MenuItem>
        ))}
        {canRemove && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              remove.mutate(member.user.id, { onError });
            }}
            sx={{ color: 'error.main' }}
          >
            {T.removeMember}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

export function MembersTab({ group, viewerId }: { group: TGroupDetail; viewerId: number }) {
  const members = useGroupMembersQuery(group.id, 'member', group.permissions.readPosts);
  const list = members.data?.pages.flatMap((page) => page.data) ?? [];
  if (!group.permissions.readPosts) return <Typography color="text.secondary">{T.postsLocked}</Typography>;
  return (
    <Card sx={{ px: 2, py: 1 }}>
      {members.isPending && <ListSkeleton />}
      {members.isError && (
        <LoadErrorAlert onRetry={() => void members.refetch()}>{T.groupFailed}</LoadErrorAlert>
      )}
      <Box component="ul" aria-label={T.tabMembers} sx={{ p: 0, m: 0 }}>
        {list.map((member) => (
          <MemberRow
            key={member.user.id}
            member={member}
            actions={<MemberMenu group={group} member={member} viewerId={viewerId} />}
          />
        ))}
      </Box>
      {members.hasNextPage && (
        <Button onClick={() => void members.fetchNextPage()} disabled={members.isFetchingNextPage}>
          {T.more}
        </Button>
      )}
    </Card>
  );
}

export function RequestsTab({ group }: { group: TGroupDetail }) {
  const requests = useGroupMembersQuery(group.id, 'requested', group.permissions.moderate);
  const answer = useAnswerRequestMutation(group.id);
  const showToast = useToast();
  const list = requests.data?.pages.flatMap((page) => page.data) ?? [];
  const onError = (error: Error) => showToast({ message: error.message || T.failed, severity: 'error' });
  return (
    <Card sx={{ px: 2, py: 1 }}>
      {requests.isPending && <ListSkeleton />}
      {requests.isError && (
        <LoadErrorAlert onRetry={() => void requests.refetch()}>{T.groupFailed}</LoadErrorAlert>
      )}
      {requests.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {T.requestsEmpty}
        </Typography>
      )}
      <Box component="ul" aria-label={T.tabRequests} sx={{ p: 0, m: 0 }}>
        {list.map((member) => (
          <MemberRow
            key={member.user.id}
            member={member}
            actions={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={answer.isPending}
                  aria-label={`Anfrage von ${member.user.fullName} annehmen`}
                  onClick={() => answer.mutate({ userId: member.user.id, approve: true }, { onError })}
                >
                  {T.accept}
                </Button>
                <Button
                  size="small"
                  color="secondary"
                  disabled={answer.isPending}
                  aria-label={`Anfrage von ${member.user.fullName} ablehnen`}
                  onClick={() => answer.mutate({ userId: member.user.id, approve: false }, { onError })}
                >
                  {T.decline}
                </Button>
              </Box>
            }
          />
        ))}
      </Box>
    </Card>
  );
}

/** Open invitations of a group (owners and moderators), each with "Zurückziehen". */
export function InvitationsList({ group }: { group: TGroupDetail }) {
  const invitations = useGroupMembersQuery(group.id, 'pending', group.permissions.moderate);
  const remove = useRemoveMemberMutation(group.id);
  const showToast = useToast();
  const list = invitations.data?.pages.flatMap((page) => page.data) ?? [];
  if (!invitations.isSuccess || list.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="group-open-invitations" sx={{ px: 2, py: 1, mt: 2 }}>
      <Typography
        id="group-open-invitations"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 750, pt: 1 }}
      >
        {T.openInvitations}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {list.map((member) => (
          <MemberRow
            key={member.user.id}
            member={member}
            actions={
              <Button
                size="small"
                color="secondary"
                disabled={remove.isPending}
                aria-label={`Einladung an ${member.user.fullName} zurückziehen`}
                onClick={() =>
                  remove.mutate(member.user.id, {
                    onError: (error) => showToast({ message: error.message || T.failed, severity: 'error' }),
                  })
                }
              >
                {T.withdrawInvitation}
              </Button>
            }
          />
        ))}
      </Box>
    </Card>
  );
}
