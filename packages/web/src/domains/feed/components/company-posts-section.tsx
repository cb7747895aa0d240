/**
 * "Beiträge" on a company's profile (docs/feed.md, company posts): the company's posts, newest first,
 * with "Beitrag schreiben" for its team. A lazy chunk of the profile page; it brings its own create
 * sheet host, so writing and editing work there as in the feed.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useCompanyPostsQuery } from '../company-posts-api.ts';
import { createSheetStore } from '../create-store.ts';
import { CreateSheetHost } from './create-sheet-host.tsx';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { PostCard } from './post-card.tsx';

const TEXTS = {
  title: 'Beiträge',
  write: 'Beitrag schreiben',
  empty: 'Dieser Arbeitgeber hat noch keine Beiträge geschrieben.',
  emptyTeam: 'Noch keine Beiträge. Erzähl der Community, was bei euch los ist!',
  failed: 'Die Beiträge konnten nicht geladen werden.',
  more: 'Weitere Beiträge laden',
} as const;

export default function CompanyPostsSection({
  companyId,
  isTeam,
}: {
  companyId: number;
  /** A member of the company: may write as it. */
  isTeam: boolean;
}) {
  const posts = useCompanyPostsQuery(companyId);
  const list = posts.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    // minWidth 0 and one shrinkable column: a card's one-line header must not widen the page.
    <Box
      component="section"
      aria-labelledby="company-posts"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="company-posts" component="h2" variant="h6" sx={{ flex: 1 }}>
          {TEXTS.title}
        </Typography>
        {isTeam && (
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() =>
              createSheetStore.open({ kind: 'post', closedAreaId: null, editPost: null, companyId })
            }
          >
            {TEXTS.write}
          </Button>
        )}
      </Box>
      {posts.isPending && <FeedSkeleton count={1} />}
      {posts.isError && (
        <LoadErrorAlert onRetry={() => void posts.refetch()} isRetrying={posts.isFetching}>
          {TEXTS.failed}
        </LoadErrorAlert>
      )}
      {posts.isSuccess && list.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{isTeam ? TEXTS.emptyTeam : TEXTS.empty}</Typography>
        </Card>
      )}
      {list.length > 0 && (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {list.map((post) => (
            <Box component="li" key={post.id} data-feed-item={`post-${post.id}`}>
              <PostCard post={post} />
            </Box>
          ))}
        </Box>
      )}
      {posts.hasNextPage && (
        <Button onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
          {TEXTS.more}
        </Button>
      )}
      <CreateSheetHost />
    </Box>
  );
}
