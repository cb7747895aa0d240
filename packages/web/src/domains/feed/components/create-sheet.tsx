import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { pushDrawerHistoryEntry, readDrawerHistoryEntry } from '../../../ui/drawer-stack.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import type { TCreateRequest } from '../create-store.ts';
import CreateForm from './create-form.tsx';

type TCreateSheetProps = { request: TCreateRequest | null; onClose: () => void };

const HISTORY_KEY = 'createSheet';
const isSheetEntry = (state: unknown) => readDrawerHistoryEntry(state, HISTORY_KEY) === true;

/**
 * The create form in a bottom sheet (phones) or a dialog (desktop). Lazy chunk. Opening pushes a
 * history entry, so the browser's back button closes the sheet like the drawers (asking first when
 * something was typed); every close goes through `history.back()`.
 */
export default function CreateSheet({ request, onClose }: TCreateSheetProps) {
  const titleId = useId();
  // Keeps the form on screen while the sheet animates out after `request` became null.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const closeRequestRef = useRef<(() => void) | null>(null);
  const isClosingRef = useRef(false);
  const isOpen = request !== null;

  const close = useCallback(() => {
    if (!isSheetEntry(window.history.state)) return onClose();
    isClosingRef.current = true;
    window.history.back();
  }, [onClose]);

  useEffect(() => {
    if (!isOpen) return;
    if (!isSheetEntry(window.history.state)) pushDrawerHistoryEntry(HISTORY_KEY, true);
    const handlePopState = (event: PopStateEvent) => {
      if (isSheetEntry(event.state)) return;
      const askToDiscard = closeRequestRef.current;
      if (!isClosingRef.current && askToDiscard) {
        // Back with typed text: stay on the sheet's entry and let the question decide.
        pushDrawerHistoryEntry(HISTORY_KEY, true);
        askToDiscard();
        return;
      }
      isClosingRef.current = false;
      onClose();
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [isOpen, onClose]);

  return (
    <ResponsiveSheet
      open={isOpen}
      onClose={() => (closeRequestRef.current ?? close)()}
      onExited={() => setShown(null)}
      labelledBy={titleId}
    >
      {shown && (
        <CreateForm
          key={`${shown.kind}-${shown.editPost?.id ?? 'new'}`}
          request={shown}
          onDone={close}
          closeRequestRef={closeRequestRef}
          titleId={titleId}
          showTitle
        />
      )}
    </ResponsiveSheet>
  );
}
