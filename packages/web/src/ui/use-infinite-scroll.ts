/**
 * CONTRACT (owned by the feed work): calls `onLoadMore` when the returned sentinel element comes
 * within `marginPx` of the viewport (after INFINITE_SCROLL_DELAY_MS), unless loading or done.
 */
export type TInfiniteScrollOptions = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  marginPx?: number;
};

export function useInfiniteScroll(_options: TInfiniteScrollOptions): (element: HTMLElement | null) => void {
  return () => {};
}
