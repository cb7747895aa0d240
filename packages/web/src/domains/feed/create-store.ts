/**
 * Which create sheet is open. The floating button of the app shell and the cards' "Bearbeiten" ask
 * for a sheet; a `CreateSheetHost` on the feed pages renders it with the app's providers. Where no
 * host is mounted, `useOpenCreateDrawer` falls back to the drawer stack.
 */
import type { TPostItem } from '@pflegepuls/shared/feed';

export type TCreateKind = 'post' | 'moment';
export type TCreateRequest = {
  kind: TCreateKind;
  closedAreaId: number | null;
  /** Set when an own post is edited instead of a new one written. */
  editPost: TPostItem | null;
  /** A post in this group (the group page's create-post drawer, docs/groups.md). */
  groupId?: number | null;
  /** Preselects "Als <Firma> posten" (the Arbeitgeber-Feed, a company's profile). */
  companyId?: number | null;
};

let current: TCreateRequest | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const createSheetStore = {
  get: (): TCreateRequest | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(request: TCreateRequest): void {
    current = request;
    emit();
  },
  close(): void {
    current = null;
    emit();
  },
  /** Counts mounted hosts; returns the unregister function. */
  registerHost(): () => void {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
  hasHost: (): boolean => hosts > 0,
};

/** The closed area of a pathname such as /closed_area/1/moments, or null. */
export function getClosedAreaIdFromPath(pathname: string): number | null {
  const match = /^\/closed_area\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}
