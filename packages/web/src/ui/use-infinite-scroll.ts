/**
 * Infinite scroll (000 §9): calls `onLoadMore` when the returned sentinel element comes within
 * `marginPx` of the viewport (default 100 px, 50 px on phones) and is still there after
 * INFINITE_SCROLL_DELAY_MS, unless a page is loading or there is nothing more. A sentinel that stays
 * visible after a page arrived (short pages on a tall screen) loads the next one too.
 */
import {
  INFINITE_SCROLL_DELAY_MS,
  INFINITE_SCROLL_MARGIN_MOBILE_PX,
  INFINITE_SCROLL_MARGIN_PX,
} from './screen.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsMobile } from './use-is-mobile.ts';

export type TInfiniteScrollOptions = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  marginPx?: number;
};

/** Returns a ref callback for the sentinel element at the end of a list. */
export function useInfiniteScroll(options: TInfiniteScrollOptions): (element: HTMLElement | null) => void {
  const { hasMore, isLoading, marginPx } = options;
  const isMobile = useIsMobile();
  const margin = marginPx ?? (isMobile ? INFINITE_SCROLL_MARGIN_MOBILE_PX : INFINITE_SCROLL_MARGIN_PX);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [isNear, setIsNear] = useState(false);
  // The latest callback without re-creating the observer on every render.
  const onLoadMoreRef = useRef(options.onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = options.onLoadMore;
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setIsNear(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setIsNear(false);
    };
  }, [element, margin]);

  useEffect(() => {
    if (!isNear || !hasMore || isLoading) return;
    // The delay lets fast flings pass the sentinel without firing a request for a page nobody sees.
    const timer = window.setTimeout(() => onLoadMoreRef.current(), INFINITE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isNear, hasMore, isLoading]);

  return useCallback((next: HTMLElement | null) => setElement(next), []);
}
