/**
 * Swipe-to-close of the drawers (000 §4, §9), shared by the drawer stack and the phone's side drawer:
 * once a touch locks to the horizontal axis the paper follows the finger in the closing direction;
 * on release the rules of swipe.ts decide between closing and sliding back (DRAWER_ANIMATION_MS).
 */
import { DRAWER_ANIMATION_MS } from './screen.ts';
import { useRef, type TouchEvent } from 'react';
import { getSwipeDirection, shouldCloseDrawer, shouldSwipeBack, type TSwipeDirection } from './swipe.ts';

type TSwipeToCloseOptions = {
  /** The side the drawer is anchored to; it closes towards that side. */
  anchor: 'left' | 'right';
  /** Only the top drawer of the stack follows the finger. */
  isEnabled?: boolean;
  /** Also close on a swipe that starts at the drawer's open edge (the stack's swipe back). */
  hasSwipeBackEdge?: boolean;
  onClose: () => void;
};

type TGesture = {
  x: number;
  y: number;
  t: number;
  /** Distance of the start from the drawer's open edge (the side facing the page). */
  fromEdge: number;
  direction: TSwipeDirection | undefined;
};

/** Returns the ref for the drawer's paper and the touch handlers to put on it. */
export function useSwipeToClose({
  anchor,
  isEnabled = true,
  hasSwipeBackEdge = false,
  onClose,
}: TSwipeToCloseOptions) {
  const paperRef = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<TGesture | null>(null);
  // +1: the closing direction is to the right (a right-anchored drawer), -1: to the left.
  const sign = anchor === 'right' ? 1 : -1;

  const setOffset = (distance: number, animate: boolean) => {
    const paper = paperRef.current;
    if (!paper) return;
    paper.style.transition = animate ? `transform ${DRAWER_ANIMATION_MS}ms ease-out` : 'none';
    paper.style.transform = distance > 0 ? `translateX(${distance * sign}px)` : '';
  };

  const onTouchStart = (event: TouchEvent) => {
    if (!isEnabled || event.touches.length !== 1) return;
    const touch = event.touches[0]!;
    const rect = paperRef.current?.getBoundingClientRect();
    const fromEdge = rect ? (anchor === 'right' ? touch.clientX - rect.left : rect.right - touch.clientX) : 0;
    gesture.current = {
      x: touch.clientX,
      y: touch.clientY,
      t: event.timeStamp,
      fromEdge,
      direction: undefined,
    };
  };
  const onTouchMove = (event: TouchEvent) => {
    const start = gesture.current;
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    start.direction ??= getSwipeDirection(dx, touch.clientY - start.y);
    if (start.direction === 'horizontal') setOffset(dx * sign, false);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = gesture.current;
    gesture.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch || start.direction !== 'horizontal') return;
    const distance = (touch.clientX - start.x) * sign;
    const isClosing =
      shouldCloseDrawer(distance, event.timeStamp - start.t) ||
      (hasSwipeBackEdge && shouldSwipeBack(start.fromEdge, distance));
    // The drawer's exit slide takes over the transform, so it starts where the finger let go.
    if (isClosing) onClose();
    else setOffset(0, true);
  };
  const onTouchCancel = () => {
    gesture.current = null;
    setOffset(0, true);
  };

  return { paperRef, touchHandlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel } };
}
