/**
 * Open state of the phone's side drawer, with a history entry like the drawer stack's (000 §4:
 * browser back closes the top drawer). Opening pushes an entry; back, the backdrop, Escape and the
 * swipe all close it through `history.back()`. Links in the drawer replace that entry (so back
 * afterwards goes to the page before, not to the drawer), and any navigation closes the drawer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../../platform/router.tsx';
import { pushDrawerHistoryEntry, readDrawerHistoryEntry } from '../../ui/drawer-stack.tsx';

const HISTORY_KEY = 'sideDrawer';

const isSideDrawerEntry = (state: unknown) => readDrawerHistoryEntry(state, HISTORY_KEY) === true;

export type TSideDrawerState = {
  isOpen: boolean;
  open: () => void;
  /** Closes the drawer, then runs `then` (opening a profile drawer or switching the area after it). */
  close: (then?: () => void) => void;
};

/** The side drawer's open state, closed by the browser's back button. */
export function useSideDrawer(): TSideDrawerState {
  const { key: locationKey } = useLocation();
  // The router location the drawer was opened on: a navigation (a new key) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pendingClose = useRef<{ then?: () => void } | null>(null);

  useEffect(() => {
    const handlePopState = (event: PopStateEvent) => {
      if (isSideDrawerEntry(event.state)) return;
      setOpenedAt(null);
      const pending = pendingClose.current;
      pendingClose.current = null;
      // After every other listener of this popstate: the drawer stack closes drawers above the entry
      // this back landed on, and would close a profile drawer `then` opened if it heard of it later.
      if (pending?.then) setTimeout(pending.then, 0);
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, []);

  const open = useCallback(() => {
    if (!isSideDrawerEntry(window.history.state)) pushDrawerHistoryEntry(HISTORY_KEY, true);
    setOpenedAt(locationKey);
  }, [locationKey]);

  const close = useCallback((then?: () => void) => {
    // A second close before the first back has landed would go back one page too far.
    if (pendingClose.current) return;
    if (isSideDrawerEntry(window.history.state)) {
      pendingClose.current = { then };
      window.history.back();
    } else {
      setOpenedAt(null);
      then?.();
    }
  }, []);

  return { isOpen: openedAt === locationKey, open, close };
}
