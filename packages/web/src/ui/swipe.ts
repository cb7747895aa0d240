/**
 * Swipe rules of the drawers (000 §4, §9) as pure functions, so the gesture code in the drawers only
 * measures and the decisions are unit-tested.
 */
import {
  DRAWER_DIRECTION_LOCK_PX,
  DRAWER_DIRECTION_LOCK_RATIO,
  FAST_SWIPE_DISTANCE_PX,
  FAST_SWIPE_SPEED_PX_PER_S,
  SIDE_DRAWER_CLOSE_DRAG_PX,
  SIDE_DRAWER_CLOSE_SPEED,
  SWIPE_BACK_EDGE_PX,
  SWIPE_BACK_THRESHOLD_PX,
} from './screen.ts';

export type TSwipeDirection = 'horizontal' | 'vertical' | null;

/**
 * The axis a gesture is locked to: undefined until it moved DRAWER_DIRECTION_LOCK_PX, then the axis
 * that leads by DRAWER_DIRECTION_LOCK_RATIO; a diagonal start locks nothing (null: leave it to scrolling).
 */
export function getSwipeDirection(dx: number, dy: number): TSwipeDirection | undefined {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (Math.max(ax, ay) < DRAWER_DIRECTION_LOCK_PX) return undefined;
  if (ax >= ay * DRAWER_DIRECTION_LOCK_RATIO) return 'horizontal';
  if (ay >= ax * DRAWER_DIRECTION_LOCK_RATIO) return 'vertical';
  return null;
}

/** Speed of a drag in px per millisecond (0 for no time). */
export function getSwipeSpeed(distancePx: number, durationMs: number): number {
  return durationMs > 0 ? Math.abs(distancePx) / durationMs : 0;
}

/**
 * Whether a drag in the closing direction closes a drawer: speed over SIDE_DRAWER_CLOSE_SPEED px/ms,
 * a drag over SIDE_DRAWER_CLOSE_DRAG_PX, or a fast swipe (over FAST_SWIPE_DISTANCE_PX at more than
 * FAST_SWIPE_SPEED_PX_PER_S). `distancePx` is positive in the closing direction.
 */
export function shouldCloseDrawer(distancePx: number, durationMs: number): boolean {
  if (distancePx <= 0) return false;
  const speedPxPerMs = getSwipeSpeed(distancePx, durationMs);
  if (distancePx > SIDE_DRAWER_CLOSE_DRAG_PX) return true;
  if (speedPxPerMs > SIDE_DRAWER_CLOSE_SPEED) return true;
  return distancePx > FAST_SWIPE_DISTANCE_PX && speedPxPerMs * 1000 > FAST_SWIPE_SPEED_PX_PER_S;
}

/** True when a touch starts in the swipe-back edge (SWIPE_BACK_EDGE_PX from the drawer's left side). */
export function isInSwipeBackEdge(startXFromEdgePx: number): boolean {
  return startXFromEdgePx >= 0 && startXFromEdgePx <= SWIPE_BACK_EDGE_PX;
}

/** Whether a swipe that started in the back edge went far enough right to go back. */
export function shouldSwipeBack(startXFromEdgePx: number, distancePx: number): boolean {
  return isInSwipeBackEdge(startXFromEdgePx) && distancePx > SWIPE_BACK_THRESHOLD_PX;
}
