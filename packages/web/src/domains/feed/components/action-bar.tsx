import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FEED_TEXTS } from '../texts.ts';

type TLikeButtonProps = { liked: boolean; count: number; onToggle: () => void };

/** Heart with the like count; pressed state for screen readers. */
export function LikeButton({ liked, count, onToggle }: TLikeButtonProps) {
  return (
    <Button
      onClick={onToggle}
      aria-pressed={liked}
      aria-label={`${liked ? FEED_TEXTS.unlike : FEED_TEXTS.like} (${count})`}
      startIcon={liked ? <FavoriteRounded sx={{ color: '#E0245E' }} /> : <FavoriteBorderRounded />}
      sx={{ color: liked ? '#B0163F' : 'text.secondary', minWidth: 0, px: 1.5 }}
    >
      {count.toLocaleString('de-DE')}
    </Button>
  );
}

type TCommentButtonProps = { count: number; onOpen: () => void };

/** Comment count that opens the comments. */
export function CommentButton({ count, onOpen }: TCommentButtonProps) {
  return (
    <Button
      onClick={onOpen}
      aria-label={`${FEED_TEXTS.openComments} (${count})`}
      startIcon={<ChatBubbleOutlineRounded />}
      sx={{ color: 'text.secondary', minWidth: 0, px: 1.5 }}
    >
      {count.toLocaleString('de-DE')}
    </Button>
  );
}

/** The row of actions under a card. */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mx: -1, mt: 1, flexWrap: 'wrap' }}>
      {children}
    </Box>
  );
}
