/**
 * A group (000 §2): /closed_area/{id}/groups/{groupId} and the community's /gruppen/{groupId}, with
 * the sub-routes `create_post` (the create-post drawer for groups, 000 §4) and `invite_users`.
 * The actions follow the member's status (000 §6); 'Invalid group ID' for a missing or malformed id.
 */
import {
  GROUP_JOIN_MODE_LABELS,
  GROUP_MESSAGES,
  GROUP_NOTIFY_LABELS,
  GROUP_NOTIFY_SETTINGS,
  type TGroupDetail,
} from '@pflegepuls/shared/groups';
import type { TPostItem } from '@pflegepuls/shared/feed';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { ReportMenuItem, useReport } from '../../moderation/components/use-report.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { usePostQuery } from '../../feed/api.ts';
import { FeedSkeleton } from '../../feed/components/feed-skeleton.tsx';
import { PostCard } from '../../feed/components/post-card.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import {
  refetchGroupPosts,
  useGroupActionMutation,
  useGroupPostsQuery,
  useGroupQuery,
  usePinPostMutation,
  useRemoveGroupPostMutation,
  useSetNotifyMutation,
} from '../api.ts';
import { GroupMark } from '../components/group-card.tsx';
import { InvitationsList, MembersTab, RequestsTab } from '../components/group-members.tsx';
import { groupPath, groupsPath, parseAreaId, parseGroupId } from '../paths.ts';
import { GROUP_TEXTS as T } from '../texts.ts';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';

const CreateForm = lazy(() => import('../../feed/components/create-form.tsx'));
const InviteDialog = lazy(() => import('../components/invite-dialog.tsx'));
const GroupFormDialog = lazy(() => import('../components/group-form-dialog.tsx'));

type TTab = 'posts' | 'members' | 'requests' | 'about';
const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' });

function Problem({ message, back }: { message: string; back: string }) {
  return (
    <MemberContent>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button component={Link} to={back} startIcon={<ArrowBackRounded />}>
        {T.backToGroups}
      </Button>
    </MemberContent>
  );
}

/** The header's actions by the member's status (000 §6). */
function GroupActions({ group, base }: { group: TGroupDetail; base: string }) {
  const action = useGroupActionMutation(group.id);
  const showToast = useToast();
  const run = (name: Parameters<typeof action.mutate>[0]) =>
    action.mutate(name, {
      onError: (error) => showToast({ message: error.message || T.failed, severity: 'error' }),
    });
  const status = group.authUserMemberStatus;
  if (status === 'member') {
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={`${base}/create_post`} startIcon={<EditRounded />}>
          {T.writePost}
        </Button>
        {group.permissions.invite && (
          <Button
            variant="outlined"
            component={Link}
            to={`${base}/invite_users`}
            startIcon={<PersonAddRounded />}
          >
            {T.invite}
          </Button>
        )}
      </Box>
    );
  }
  if (status === 'pending') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">
          {group.invitedBy ? T.invitedBy(group.invitedBy.fullName) : T.invitedAnon}{' '}
          {group.invitationExpiresAt ? T.invitationUntil(dateFormat.format(group.invitationExpiresAt)) : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={action.isPending} onClick={() => run('invitation/accept')}>
            {T.accept}
          </Button>
          <Button color="secondary" disabled={action.isPending} onClick={() => run('invitation/decline')}>
            {T.decline}
          </Button>
        </Box>
      </Box>
    );
  }
  if (status === 'requested') {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2">{T.requested}</Typography>
        <Button color="secondary" disabled={action.isPending} onClick={() => run('leave')}>
          {T.withdraw}
        </Button>
      </Box>
    );
  }
  if (group.joinMode === 'invite') return <Typography variant="body2">{T.inviteOnlyHint}</Typography>;
  return (
    <Button variant="contained" disabled={action.isPending} onClick={() => run('join')}>
      {group.joinMode === 'open' ? T.join : T.requestJoin}
    </Button>
  );
}

/** ⋮ of a member: notification setting, edit (admins), leave (with confirmation). */
/** Members: notification setting, edit (moderators) and leave; everyone but moderators: report. */
function GroupMenu({
  group,
  isMember,
  onEdit,
}: {
  group: TGroupDetail;
  isMember: boolean;
  onEdit: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { openReport, reportDialog } = useReport();
  const [confirm, setConfirm] = useState(false);
  const notify = useSetNotifyMutation(group.id);
  const action = useGroupActionMutation(group.id);
  const showToast = useToast();
  const menuId = useId();
  const titleId = useId();
  const onError = (error: Error) => showToast({ message: error.message || T.failed, severity: 'error' });
  return (
    <>
      <IconButton
        aria-label={T.moreActions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {isMember && <ListSubheader>{T.notifications}</ListSubheader>}
        {isMember &&
          GROUP_NOTIFY_SETTINGS.map((setting) => (
            <MenuItem
              key={setting}
              selected={group.notify === setting}
              onClick={() => {
                setAnchor(null);
                notify.mutate(setting, { onError });
              }}
            >
              {GROUP_NOTIFY_LABELS[setting]}
            </MenuItem>
          ))}
        {isMember && <Divider />}
        {isMember && group.permissions.moderate && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onEdit();
            }}
          >
            {T.edit}
          </MenuItem>
        )}
        {!group.permissions.moderate && (
          <ReportMenuItem onClose={() => setAnchor(null)} onReport={() => openReport('group', group.id)} />
        )}
        {isMember && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirm(true);
            }}
            sx={{ color: 'error.main' }}
          >
            {T.leave}
          </MenuItem>
        )}
      </Menu>
      {reportDialog}
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{T.leaveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.leaveText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="secondary" onClick={() => setConfirm(false)}>
            {T.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={action.isPending}
            onClick={() =>
              action.mutate('leave', {
                onSuccess: () => setConfirm(false),
                onError: (error) => {
                  setConfirm(false);
                  onError(error);
                },
              })
            }
          >
            {T.leave}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The moderation menu on a post (owners and moderators): pin or unpin, remove. */
function PostModeration({ group, post }: { group: TGroupDetail; post: TPostItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pin = usePinPostMutation(group.id);
  const remove = useRemoveGroupPostMutation(group.id);
  const showToast = useToast();
  const onError = (error: Error) => showToast({ message: error.message || T.failed, severity: 'error' });
  const isPinned = group.pinnedPostId === post.id;
  return (
    <>
      <IconButton
        aria-label={`${T.moderation}: Beitrag von ${post.user.fullName}`}
        aria-haspopup="menu"
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <PushPinRounded fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            pin.mutate(isPinned ? null : post.id, { onError });
          }}
        >
          {isPinned ? T.unpin : T.pin}
        </MenuItem>
        {!post.isOwn && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              remove.mutate(post.id, { onError });
            }}
            sx={{ color: 'error.main' }}
          >
            {T.removePost}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

function PinnedPost({ group }: { group: TGroupDetail }) {
  const pinned = usePostQuery(group.pinnedPostId ?? 0);
  const post = pinned.data?.data;
  if (group.pinnedPostId === null || !post) return null;
  return (
    <PostCard
      post={post}
      showGroup={false}
      label={
        <Typography
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mb: 1 }}
        >
          <PushPinRounded sx={{ fontSize: 16 }} aria-hidden="true" /> {T.pinned}
        </Typography>
      }
      extraActions={group.permissions.moderate ? <PostModeration group={group} post={post} /> : null}
    />
  );
}

function PostsTab({ group }: { group: TGroupDetail }) {
  const posts = useGroupPostsQuery(group.id, group.permissions.readPosts);
  if (!group.permissions.readPosts) {
    return (
      <Card sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{T.postsLocked}</Typography>
      </Card>
    );
  }
  const list = posts.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PinnedPost group={group} />
      {posts.isPending && <FeedSkeleton />}
      {posts.isError && <LoadErrorAlert onRetry={() => void posts.refetch()}>{T.groupFailed}</LoadErrorAlert>}
      {posts.isSuccess && list.length === 0 && group.pinnedPostId === null && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{T.postsEmpty}</Typography>
        </Card>
      )}
      {list.map((post) => (
        <Box key={post.id} data-feed-item={`post-${post.id}`}>
          <PostCard
            post={post}
            showGroup={false}
            extraActions={group.permissions.moderate ? <PostModeration group={group} post={post} /> : null}
          />
        </Box>
      ))}
      {posts.hasNextPage && (
        <Button onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
          {T.more}
        </Button>
      )}
    </Box>
  );
}

function AboutTab({ group }: { group: TGroupDetail }) {
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {T.about}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }} color={group.about ? 'text.primary' : 'text.secondary'}>
        {group.about || T.aboutEmpty}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.joinMode}: {GROUP_JOIN_MODE_LABELS[group.joinMode]} · {T.members(group.membersCount)} ·{' '}
        {T.createdAt(dateFormat.format(group.createdAt))}
      </Typography>
    </Card>
  );
}

function GroupSkeleton() {
  return (
    <MemberContent>
      <Card role="status" sx={{ p: 3, mb: 2 }} aria-busy="true" aria-label="Gruppe wird geladen">
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={64} height={64} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" height={32} />
            <Skeleton width="40%" />
          </Box>
        </Box>
      </Card>
      <FeedSkeleton />
    </MemberContent>
  );
}

export function GroupPage() {
  const params = useParams();
  const closedAreaId = parseAreaId(params['id']);
  const groupId = parseGroupId(params['groupId']);
  const sub = params['*'] ?? '';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const me = useCurrentUserQuery();
  const group = useGroupQuery(groupId);
  const [tab, setTab] = useState<TTab>('posts');
  const [editing, setEditing] = useState(false);
  const sheetTitleId = useId();
  const createCloseRequestRef = useRef<(() => void) | null>(null);
  const listPath = groupsPath(closedAreaId);

  // Back from the create-post drawer: the group's posts again (000 §4).
  const lastPage = searchParams.get('lastPage');
  useEffect(() => {
    if (lastPage !== 'create_post' || !groupId) return;
    void refetchGroupPosts(queryClient, groupId);
    setSearchParams(
      (current) => {
        current.delete('lastPage');
        return current;
      },
      { replace: true },
    );
  }, [lastPage, groupId, queryClient, setSearchParams]);

  if (groupId === null) return <Problem message={GROUP_MESSAGES.invalidGroupId} back={listPath} />;
  if (group.isPending) return <GroupSkeleton />;
  if (group.isError) {
    if (isApiError(group.error, 404, 422))
      return <Problem message={GROUP_MESSAGES.invalidGroupId} back={listPath} />;
    if (isApiError(group.error, 403)) return <Problem message={T.notArea} back="/feed" />;
    return (
      <MemberContent>
        <LoadErrorAlert onRetry={() => void group.refetch()} isRetrying={group.isFetching}>
          {T.groupFailed}
        </LoadErrorAlert>
      </MemberContent>
    );
  }
  const data = group.data;
  // The group's real place, whatever path led here.
  const canonical = groupPath(data.closedAreaId, data.id);
  if (!pathname.startsWith(canonical)) {
    return <Problem message={GROUP_MESSAGES.invalidGroupId} back={listPath} />;
  }
  const isMember = data.authUserMemberStatus === 'member';
  const closeSub = (after?: string) => void navigate(`${canonical}${after ?? ''}`, { replace: true });
  const tabs: Array<[TTab, string]> = [
    ['posts', T.tabPosts],
    ['members', T.tabMembers],
    ...(data.permissions.moderate ? ([['requests', T.tabRequests]] as Array<[TTab, string]>) : []),
    ['about', T.tabAbout],
  ];

  return (
    <MemberContent>
      <Button component={Link} to={listPath} startIcon={<ArrowBackRounded />} size="small" sx={{ mb: 1.5 }}>
        {T.heading}
      </Button>
      <Card sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <GroupMark title={data.title} size={64} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              component="h1"
              variant="h5"
              sx={{ overflowWrap: 'break-word', hyphens: 'auto', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data.areaName ?? T.communityArea} · {T.members(data.membersCount)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={GROUP_JOIN_MODE_LABELS[data.joinMode]} />
              {data.isHidden && <HiddenMark />}
              {data.authUserRole && data.authUserRole !== 'member' && (
                <Chip
                  size="small"
                  color="primary"
                  label={data.authUserRole === 'owner' ? 'Inhaber' : 'Moderation'}
                />
              )}
            </Box>
          </Box>
          <GroupMenu group={data} isMember={isMember} onEdit={() => setEditing(true)} />
        </Box>
        {data.description && <Typography sx={{ mt: 2 }}>{data.description}</Typography>}
        <Box sx={{ mt: 2 }}>
          <GroupActions group={data} base={canonical} />
        </Box>
      </Card>
      <Tabs
        value={tab}
        onChange={(_, value: TTab) => setTab(value)}
        aria-label="Bereiche der Gruppe"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map(([value, label]) => (
          <Tab
            key={value}
            value={value}
            label={
              value === 'requests' && data.requestsCount > 0 ? (
                <Badge
                  badgeContent={data.requestsCount}
                  color="primary"
                  sx={{ '& .MuiBadge-badge': { right: -12 } }}
                >
                  {label}
                </Badge>
              ) : (
                label
              )
            }
          />
        ))}
      </Tabs>
      {tab === 'posts' && <PostsTab group={data} />}
      {tab === 'members' && <MembersTab group={data} viewerId={me.data?.id ?? 0} />}
      {tab === 'requests' && (
        <>
          <RequestsTab group={data} />
          <InvitationsList group={data} />
        </>
      )}
      {tab === 'about' && <AboutTab group={data} />}

      <ResponsiveSheet
        open={isMember && sub === 'create_post'}
        onClose={() => (createCloseRequestRef.current ?? closeSub)()}
        labelledBy={sheetTitleId}
      >
        {isMember && sub === 'create_post' && (
          <Suspense fallback={<Skeleton height={320} />}>
            <CreateForm
              request={{ kind: 'post', closedAreaId: data.closedAreaId, groupId: data.id, editPost: null }}
              onDone={() => closeSub('?lastPage=create_post')}
              closeRequestRef={createCloseRequestRef}
              titleId={sheetTitleId}
              showTitle
            />
          </Suspense>
        )}
      </ResponsiveSheet>
      {sub === 'invite_users' && data.permissions.invite && (
        <Suspense fallback={null}>
          <InviteDialog group={data} onClose={() => closeSub()} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <GroupFormDialog
            open
            onClose={() => setEditing(false)}
            closedAreaId={data.closedAreaId}
            group={data}
          />
        </Suspense>
      )}
    </MemberContent>
  );
}
