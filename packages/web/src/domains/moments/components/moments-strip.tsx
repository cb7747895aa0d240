import type { TMomentItem } from '@pflegepuls/shared/moments';
import { MOMENT_MESSAGES } from '@pflegepuls/shared/moments-messages';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { FEED_TEXTS } from '../../feed/texts.ts';
import { useOpenComments } from '../../feed/use-open-comments.ts';
import { useMomentsQuery } from '../api.ts';
import { MomentAvatar } from './moment-avatar.tsx';

function MomentTile({ moment }: { moment: TMomentItem }) {
  const openComments = useOpenComments();
  return (
    <ButtonBase
      onClick={() => openComments({ type: 'moment', id: moment.id })}
      sx={{
        flex: '0 0 auto',
        width: 168,
        height: 132,
        p: 1.5,
        borderRadius: '16px',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        textAlign: 'left',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: 4,
        borderTopColor: moment.avatar.color,
        scrollSnapAlign: 'start',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MomentAvatar avatar={moment.avatar} size={28} />
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {moment.isOwn ? MOMENT_MESSAGES.own : FEED_TEXTS.anonymous}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {moment.content}
      </Typography>
    </ButtonBase>
  );
}

/** The newest Real Talk moments above the feed (the first 5 of 000 §9), with a link to all. */
export function MomentsStrip({ closedAreaId }: { closedAreaId: number | null }) {
  const moments = useMomentsQuery(closedAreaId);
  const first = moments.data?.pages[0]?.data ?? [];
  if (moments.isError || (moments.isSuccess && first.length === 0)) return null;
  const allPath = closedAreaId === null ? '/moments' : `/closed_area/${closedAreaId}/moments`;
  return (
    <Box component="section" aria-labelledby="moments-strip-title" sx={{ mb: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography
          id="moments-strip-title"
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 750 }}
        >
          {FEED_TEXTS.momentsStripTitle}
        </Typography>
        <Button
          color="secondary"
          component={RouterLink}
          to={allPath}
          endIcon={<ArrowForwardRounded />}
          size="small"
          sx={{ minHeight: 36 }}
        >
          {FEED_TEXTS.momentsStripAll}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1.25,
          overflowX: 'auto',
          // No intrinsic width: the row of tiles must not widen the page column (phones zoom out).
          contain: 'inline-size',
          scrollSnapType: 'x mandatory',
          // Snapping aligns tiles with the padded edge, not the screen edge.
          scrollPaddingInline: { xs: '16px', sm: 0 },
          pb: 0.5,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          scrollbarWidth: 'none',
        }}
      >
        {moments.isPending
          ? Array.from({ length: 3 }, (_, index) => (
              <Skeleton
                key={index}
                variant="rounded"
                width={168}
                height={132}
                sx={{ flex: '0 0 auto', borderRadius: '16px' }}
              />
            ))
          : first.map((moment) => <MomentTile key={moment.id} moment={moment} />)}
      </Box>
    </Box>
  );
}
