/**
 * Opens the comment drawer titled 'Kommentare' for a post or a moment (000 §2; the notifications
 * page uses it on mobile). The list and the composer are a lazy chunk.
 */
import { FEED_MESSAGES } from '@pflegepuls/shared/feed-messages';
import { createElement, lazy, Suspense, useCallback } from 'react';
import { useDrawerStack } from '../../ui/drawer-stack.tsx';
import { CommentsSkeleton } from './components/comments-skeleton.tsx';

export type TCommentTarget = { type: 'post' | 'moment'; id: number };

const CommentsPanel = lazy(() => import('./components/comments-panel.tsx'));

/** Returns `open({ type, id })`. */
export function useOpenComments(): (target: TCommentTarget) => void {
  const { openDrawer } = useDrawerStack();
  return useCallback(
    (target) => {
      openDrawer({
        key: `comments-${target.type}-${target.id}`,
        title: FEED_MESSAGES.commentsTitle,
        content: createElement(
          Suspense,
          { fallback: createElement(CommentsSkeleton) },
          createElement(CommentsPanel, { target }),
        ),
      });
    },
    [openDrawer],
  );
}
