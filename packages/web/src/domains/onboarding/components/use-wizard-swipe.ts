import { useRef, type TouchEvent } from 'react';

/** A right swipe goes back beyond this distance, or beyond the short one when it is quick. */
const SWIPE_BACK_PX = 50;
const SWIPE_BACK_QUICK_PX = 30;
const SWIPE_QUICK_MS = 300;

type TWizardSwipeOptions = {
  /** False on the first step and on steps that forbid the back swipe. */
  canSwipeBack: boolean;
  onBack: () => void;
};

/** Touch handlers for the wizard's content: a mostly horizontal right swipe goes back (001 §4.2). */
export function useWizardSwipe({ canSwipeBack, onBack }: TWizardSwipeOptions) {
  const touchRef = useRef<{ x: number; y: number; at: number } | null>(null);
  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchRef.current = touch ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = touchRef.current;
    const touch = event.changedTouches[0];
    touchRef.current = null;
    if (!start || !touch || !canSwipeBack) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dy) > Math.abs(dx)) return;
    const isQuick = Date.now() - start.at < SWIPE_QUICK_MS;
    if (dx > SWIPE_BACK_PX || (dx > SWIPE_BACK_QUICK_PX && isQuick)) onBack();
  };
  return { onTouchStart: handleTouchStart, onTouchEnd: handleTouchEnd };
}
