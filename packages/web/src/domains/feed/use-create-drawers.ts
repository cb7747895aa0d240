/**
 * Opens "Beitrag erstellen" or "Moment erstellen" (in a closed area "Real Talk erstellen"): a bottom
 * sheet on phones, a dialog on desktop, rendered by the page's `CreateSheetHost`; pages without a
 * host get the form in the drawer stack. The form itself is a lazy chunk. Used by the app shell's
 * floating create button.
 */
import { FEED_MESSAGES } from '@pflegepuls/shared/feed-messages';
import { MOMENT_MESSAGES } from '@pflegepuls/shared/moments-messages';
import { createElement, lazy, Suspense, useCallback } from 'react';
import { useLocation } from '../../platform/router.tsx';
import { useDrawerStack } from '../../ui/drawer-stack.tsx';
import { createSheetStore, getClosedAreaIdFromPath, type TCreateKind } from './create-store.ts';

export type { TCreateKind } from './create-store.ts';

const CreateForm = lazy(() => import('./components/create-form.tsx'));

/** Title of the create sheet for `kind` (000 §2). */
export function getCreateTitle(kind: TCreateKind, closedAreaId: number | null): string {
  if (kind === 'post') return FEED_MESSAGES.createPostTitle;
  return closedAreaId === null ? MOMENT_MESSAGES.createTitle : MOMENT_MESSAGES.createTitleClosedArea;
}

/** Returns `open(kind, { closedAreaId })`; the area defaults to the one in the current path. */
export function useOpenCreateDrawer(): (kind: TCreateKind, options?: { closedAreaId?: number }) => void {
  const { openDrawer, closeDrawer } = useDrawerStack();
  const { pathname } = useLocation();
  return useCallback(
    (kind, options) => {
      const closedAreaId = options?.closedAreaId ?? getClosedAreaIdFromPath(pathname);
      const request = { kind, closedAreaId, editPost: null };
      if (createSheetStore.hasHost()) {
        createSheetStore.open(request);
        return;
      }
      openDrawer({
        key: `create-${kind}`,
        title: getCreateTitle(kind, closedAreaId),
        content: createElement(
          Suspense,
          { fallback: null },
          createElement(CreateForm, { request, onDone: closeDrawer, showTitle: false }),
        ),
      });
    },
    [pathname, openDrawer, closeDrawer],
  );
}
