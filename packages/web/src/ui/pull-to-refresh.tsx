/**
 * Pull-down refresh on touch devices (000 §4): pulling the page down from its top shows
 * 'Runterziehen zum Aktualisieren', at a pull of `threshold` px or more 'Loslassen zum Aktualisieren',
 * and releasing there runs `onRefresh` with 'Wird aktualisiert...' until it settles. Mouse and
 * keyboard users refresh through the page's own controls; this listens to touch events only.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export type TPullToRefreshProps = {
  threshold: number;
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
};

export type TPullPhase = 'idle' | 'pulling' | 'armed' | 'refreshing';

export const PULL_TEXTS = {
  pulling: 'Runterziehen zum Aktualisieren',
  armed: 'Loslassen zum Aktualisieren',
  refreshing: 'Wird aktualisiert...',
} as const;

/** The indicator never grows taller than this, however far the finger travels. */
const MAX_INDICATOR_PX = 96;
const REFRESHING_INDICATOR_PX = 64;

/** The phase for a finger `distance` px below where it started. */
export function getPullPhase(distance: number, threshold: number, isRefreshing: boolean): TPullPhase {
  if (isRefreshing) return 'refreshing';
  if (distance <= 0) return 'idle';
  return distance >= threshold ? 'armed' : 'pulling';
}

/** Indicator height for a pull: follows the finger with resistance, capped. */
export function getIndicatorHeight(distance: number, threshold: number): number {
  if (distance <= 0) return 0;
  return Math.min(MAX_INDICATOR_PX, (distance / threshold) * MAX_INDICATOR_PX);
}

/** Wraps a page that scrolls the window; see the file header. */
export function PullToRefresh({ threshold, onRefresh, children }: TPullToRefreshProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const stateRef = useRef({ startY: null as number | null, distance: 0, isRefreshing: false });
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const state = stateRef.current;

    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // Only a pull that starts with the page at its very top is a refresh; anything else scrolls.
      if (event.touches.length !== 1 || !touch || state.isRefreshing || window.scrollY > 0) {
        state.startY = null;
        return;
      }
      state.startY = touch.clientY;
      state.distance = 0;
    };
    const handleMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (state.startY === null || !touch) return;
      const next = touch.clientY - state.startY;
      if (next <= 0 || window.scrollY > 0) {
        if (state.distance !== 0) setDistance(0);
        state.distance = 0;
        return;
      }
      // The browser's own overscroll (and its reload) must not run while we show ours.
      if (event.cancelable) event.preventDefault();
      state.distance = next;
      setDistance(next);
    };
    const handleEnd = () => {
      if (state.startY === null) return;
      const pulled = state.distance;
      state.startY = null;
      state.distance = 0;
      setDistance(0);
      if (pulled < threshold) return;
      state.isRefreshing = true;
      setIsRefreshing(true);
      void Promise.resolve()
        .then(() => onRefreshRef.current())
        .catch(() => {
          // The page shows its own error state for a failed reload.
        })
        .finally(() => {
          state.isRefreshing = false;
          setIsRefreshing(false);
        });
    };

    container.addEventListener('touchstart', handleStart, { passive: true });
    container.addEventListener('touchmove', handleMove, { passive: false });
    container.addEventListener('touchend', handleEnd);
    container.addEventListener('touchcancel', handleEnd);
    return () => {
      container.removeEventListener('touchstart', handleStart);
      container.removeEventListener('touchmove', handleMove);
      container.removeEventListener('touchend', handleEnd);
      container.removeEventListener('touchcancel', handleEnd);
    };
  }, [threshold]);

  const phase = getPullPhase(distance, threshold, isRefreshing);
  const height = isRefreshing ? REFRESHING_INDICATOR_PX : getIndicatorHeight(distance, threshold);
  const progress = Math.min(100, (distance / threshold) * 100);

  return (
    <Box ref={containerRef}>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          height,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.25,
          color: 'text.secondary',
          transition: distance > 0 ? 'none' : 'height 200ms ease-out',
        }}
      >
        {phase !== 'idle' && (
          <>
            {phase === 'refreshing' ? (
              <CircularProgress size={20} aria-hidden="true" />
            ) : (
              <CircularProgress
                size={20}
                variant="determinate"
                value={progress}
                aria-hidden="true"
                sx={{ color: phase === 'armed' ? 'secondary.main' : 'text.disabled' }}
              />
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {PULL_TEXTS[phase]}
            </Typography>
          </>
        )}
      </Box>
      {children}
    </Box>
  );
}
