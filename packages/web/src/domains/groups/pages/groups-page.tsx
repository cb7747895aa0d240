/**
 * Groups of an area (000 §2): "Meine Gruppen" and "Entdecken" (`?filter=discover_groups`), with the
 * member's open invitations on top, a name search and "Gruppe erstellen". Serves
 * /closed_area/{id}/groups and the community's /gruppen (docs/groups.md).
 */
import AddRounded from '@mui/icons-material/AddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useParams, useSearchParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import { useGroupListQuery } from '../api.ts';
import { useGroupInvitationsQuery } from '../invitations.ts';
import { GroupCard, GroupCardSkeleton, GroupMark } from '../components/group-card.tsx';
import { groupPath, groupsPath, parseAreaId } from '../paths.ts';
import { GROUP_TEXTS as T } from '../texts.ts';

const GroupFormDialog = lazy(() => import('../components/group-form-dialog.tsx'));

export function GroupsPage() {
  const params = useParams();
  const closedAreaId = parseAreaId(params['id']);
  const [searchParams] = useSearchParams();
  const filter = searchParams.get('filter') === 'discover_groups' ? 'discover_groups' : 'mine';
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [creating, setCreating] = useState(false);
  const me = useCurrentUserQuery();
  const invitations = useGroupInvitationsQuery(me.data?.id, closedAreaId);
  const list = useGroupListQuery(closedAreaId, filter, q);
  const groups = list.data?.pages.flatMap((page) => page.data) ?? [];
  const base = groupsPath(closedAreaId);
  const invitationCount = invitations.data?.length ?? 0;

  return (
    <MemberContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {T.heading}
        </Typography>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          {T.create}
        </Button>
      </Box>
      <Tabs value={filter} aria-label={T.heading} sx={{ mb: 2 }} variant="fullWidth">
        <Tab
          value="mine"
          component={Link}
          to={base}
          label={
            // No badge at 0: a hidden MUI badge keeps its number in the DOM, and the name would not match.
            invitationCount ? (
              <Badge
                badgeContent={invitationCount}
                color="primary"
                sx={{ '& .MuiBadge-badge': { right: -14 } }}
              >
                {T.tabMine}
              </Badge>
            ) : (
              T.tabMine
            )
          }
          aria-label={invitationCount ? `${T.tabMine}, ${invitationCount} ${T.invitations}` : T.tabMine}
        />
        <Tab
          value="discover_groups"
          component={Link}
          to={`${base}?filter=discover_groups`}
          label={T.tabDiscover}
        />
      </Tabs>
      <TextField
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={T.search}
        fullWidth
        size="small"
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden="true" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 80, type: 'search' },
        }}
      />
      {filter === 'mine' && invitationCount > 0 && (
        <Box component="section" aria-labelledby="group-invitations" sx={{ mb: 3 }}>
          <Typography
            id="group-invitations"
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 750, mb: 1 }}
          >
            {T.invitations} ({invitationCount})
          </Typography>
          <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
            {invitations.data!.map((group) => (
              <Card
                component="li"
                key={group.id}
                sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
              >
                <GroupMark title={group.title} size={40} />
                <Typography sx={{ flex: 1, fontWeight: 650, minWidth: 0 }}>{group.title}</Typography>
                <Button
                  component={Link}
                  to={groupPath(group.closedAreaId, group.id)}
                  variant="outlined"
                  size="small"
                  aria-label={`Einladung in ${group.title} ansehen`}
                >
                  Ansehen
                </Button>
              </Card>
            ))}
          </Box>
        </Box>
      )}
      {list.isPending && (
        <Box
          role="status"
          sx={{ display: 'grid', gap: 1.5 }}
          aria-busy="true"
          aria-label="Gruppen werden geladen"
        >
          <GroupCardSkeleton />
          <GroupCardSkeleton />
          <GroupCardSkeleton />
        </Box>
      )}
      {list.isError &&
        (isApiError(list.error, 403) ? (
          <Alert severity="warning">{T.notAreaList}</Alert>
        ) : (
          <LoadErrorAlert onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
            {T.loadFailed}
          </LoadErrorAlert>
        ))}
      {list.isSuccess && groups.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {q ? T.emptySearch : filter === 'mine' ? T.emptyMine : T.emptyDiscover}
          </Typography>
          {filter === 'mine' && !q && (
            <Button component={Link} to={`${base}?filter=discover_groups`} sx={{ mt: 1.5 }}>
              {T.tabDiscover}
            </Button>
          )}
        </Card>
      )}
      {groups.length > 0 && (
        <Box
          component="ul"
          aria-label={filter === 'mine' ? T.tabMine : T.tabDiscover}
          sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}
        >
          {groups.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {T.more}
          </Button>
        </Box>
      )}
      {creating && (
        <Suspense fallback={null}>
          <GroupFormDialog open={creating} onClose={() => setCreating(false)} closedAreaId={closedAreaId} />
        </Suspense>
      )}
    </MemberContent>
  );
}
