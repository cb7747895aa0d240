import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createSheetStore } from '../create-store.ts';

const CreateSheet = lazy(() => import('./create-sheet.tsx'));

/**
 * Renders the create sheet the store asks for. Mounted by the feed pages; the sheet's chunk loads
 * with the first opening, so the feed's first load does not carry the forms.
 */
export function CreateSheetHost() {
  const request = useSyncExternalStore(createSheetStore.subscribe, createSheetStore.get);
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => createSheetStore.registerHost(), []);
  // Once opened, the sheet stays mounted (closed) so it can animate out and open again at once.
  if (request && !hasOpened) setHasOpened(true);
  // A request left over from a page that was closed with the sheet open must not pop up here.
  useEffect(() => () => createSheetStore.close(), []);
  if (!hasOpened && !request) return null;
  return (
    <Suspense fallback={null}>
      <CreateSheet request={request} onClose={createSheetStore.close} />
    </Suspense>
  );
}
