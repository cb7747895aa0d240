/**
 * CONTRACT (owned by the feed work): opens "Beitrag erstellen" or "Moment erstellen" (in a closed
 * area "Real Talk erstellen"): a drawer on mobile, a dialog on desktop. Used by the floating create
 * button of the app shell. The implementation replaces this body.
 */
export type TCreateKind = 'post' | 'moment';

export function useOpenCreateDrawer(): (kind: TCreateKind, options?: { closedAreaId?: number }) => void {
  return () => {};
}
