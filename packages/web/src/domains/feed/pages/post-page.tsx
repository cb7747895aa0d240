/** The post detail /feed/:postId (and inside a closed area): the post with its comments below. */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { MemberContent } from '../../../ui/member-content.tsx';
import { usePostQuery } from '../api.ts';
import { CommentsSkeleton } from '../components/comments-skeleton.tsx';
import { CreateSheetHost } from '../components/create-sheet-host.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { FeedErrorPanel } from '../components/feed-list.tsx';
import { FeedSkeleton } from '../components/feed-skeleton.tsx';
import { PostCard } from '../components/post-card.tsx';
import { FEED_TEXTS } from '../texts.ts';

/** Texts of this page only (not in FEED_TEXTS, which /feed's first load carries). */
const TEXTS = {
  postHeading: 'Beitrag',
  postNotFound: 'Dieser Beitrag wurde nicht gefunden.',
  postNotFoundHint: 'Vielleicht wurde er gelöscht, oder der Link ist unvollständig.',
  backToFeed: 'Zum Feed',
} as const;

const CommentsPanel = lazy(() => import('../components/comments-panel.tsx'));

/** The post page. */
export function PostPage() {
  const { postId, id } = useParams();
  const numericId = Number(postId);
  const post = usePostQuery(numericId);
  const navigate = useNavigate();
  const commentsRef = useRef<HTMLElement>(null);
  const feedPath = id ? `/closed_area/${id}/feed` : '/feed';
  const isMissing = !Number.isInteger(numericId) || numericId <= 0 || isApiError(post.error, 404, 403);

  return (
    <MemberContent>
      <Box>
        {/* The page's name for screen readers; sighted readers see the post itself. */}
        <Typography
          component="h1"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {TEXTS.postHeading}
        </Typography>
        <Button
          color="secondary"
          component={RouterLink}
          to={feedPath}
          startIcon={<ArrowBackRounded />}
          sx={{ mb: 2, ml: -1 }}
        >
          {TEXTS.backToFeed}
        </Button>
        {isMissing ? (
          <EmptyState icon="🔎" title={TEXTS.postNotFound} text={TEXTS.postNotFoundHint} />
        ) : post.isPending ? (
          <FeedSkeleton count={1} />
        ) : post.isError ? (
          <FeedErrorPanel error={post.error} />
        ) : (
          <>
            <PostCard
              post={post.data.data}
              onOpenComments={() => commentsRef.current?.scrollIntoView({ behavior: 'smooth' })}
              onDeleted={() => void navigate(feedPath, { replace: true })}
            />
            <Card
              component="section"
              ref={commentsRef}
              aria-labelledby="post-comments-title"
              sx={{ mt: 2, overflow: 'visible' }}
            >
              <Typography id="post-comments-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
                {FEED_TEXTS.comments}
              </Typography>
              <Suspense fallback={<CommentsSkeleton />}>
                <CommentsPanel target={{ type: 'post', id: post.data.data.id }} />
              </Suspense>
            </Card>
          </>
        )}
      </Box>
      <CreateSheetHost />
    </MemberContent>
  );
}
