/**
 * CONTRACT (owned by the feed work): opens the comment drawer titled 'Kommentare' for a post or a
 * moment (000 §2, used by notifications on mobile). The implementation replaces this body.
 */
export type TCommentTarget = { type: 'post' | 'moment'; id: number };

export function useOpenComments(): (target: TCommentTarget) => void {
  return () => {};
}
