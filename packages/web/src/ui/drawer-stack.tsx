/**
 * The generic right-sliding drawer stack of 000 §2/§4/§9. Any domain opens a drawer with
 * `useDrawerStack().openDrawer({ title, content })`; a drawer's content may name itself later with
 * `useDrawerTitle(title)` ('Lädt...' until then). Every drawer pushes a history entry, so the
 * browser's (and the phone's) back button closes the top drawer; closing from the UI goes through
 * `history.back()` for the same reason. Leaving the page (another pathname) closes them all.
 */
import { DRAWER_BASE_Z_INDEX, DRAWER_Z_INDEX_STEP } from './screen.ts';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from '../platform/router.tsx';

export type TDrawerEntry = {
  /** Shown next to the back arrow; 'Lädt...' while undefined. */
  title?: string;
  content: ReactNode;
  /** Opening a drawer whose key is already on top does nothing (double clicks). */
  key?: string;
};

export type TDrawerStack = {
  openDrawer: (entry: TDrawerEntry) => void;
  closeDrawer: () => void;
  depth: number;
};

export type TStackItem = TDrawerEntry & { id: number; isOpen: boolean };

/** The title while a drawer's content has not named itself (000 §2). */
export const DRAWER_LOADING_TITLE = 'Lädt...';

const HISTORY_KEY = 'drawerId';

const DrawerStackContext = createContext<TDrawerStack | null>(null);
export const DrawerItemContext = createContext<{ setTitle: (title: string | undefined) => void } | null>(
  null,
);

// The drawers' UI (MUI Drawer, Modal, Slide) loads with the first drawer, not with every page.
const StackedDrawer = lazy(() => import('./stacked-drawer.tsx'));

let nextDrawerId = 1;

/**
 * Pushes a history entry for a drawer: `key: value` next to the router's own state (key, idx), so the
 * router sees the same location, only one entry deeper, and the back button closes the drawer.
 */
export function pushDrawerHistoryEntry(key: string, value: number | boolean): void {
  window.history.pushState({ ...(window.history.state as object | null), [key]: value }, '');
}

/** What a history state carries under a drawer's `key` (undefined for other entries). */
export function readDrawerHistoryEntry(state: unknown, key: string): unknown {
  return (state as Record<string, unknown> | null)?.[key];
}

function readHistoryDrawerId(state: unknown): number {
  const value = readDrawerHistoryEntry(state, HISTORY_KEY);
  return typeof value === 'number' ? value : 0;
}

/** z-index of the drawer at `level` (0 = first): base 2000000040, +10 per level (000 §9). */
export function getDrawerZIndex(level: number): number {
  return DRAWER_BASE_Z_INDEX + level * DRAWER_Z_INDEX_STEP;
}

/**
 * z-indexes of the MUI overlays (sheets, menus, dialogs, tooltips) opened from the drawer at `level`:
 * above that drawer and below the next level. Toasts are above every level (app/theme.ts).
 */
export function getDrawerOverlayZIndex(level: number): { drawer: number; modal: number; tooltip: number } {
  const zIndex = getDrawerZIndex(level);
  return { drawer: zIndex + 1, modal: zIndex + 2, tooltip: zIndex + 3 };
}

/** Holds the drawers of the member area and renders them above everything else. */
export function DrawerStackProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<TStackItem[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const { pathname } = useLocation();
  const [stackPathname, setStackPathname] = useState(pathname);

  const closeAbove = useCallback((keepId: number) => {
    setItems((current) =>
      current.some((item) => item.isOpen && item.id > keepId)
        ? current.map((item) => (item.id > keepId ? { ...item, isOpen: false } : item))
        : current,
    );
  }, []);

  const openDrawer = useCallback((entry: TDrawerEntry) => {
    const top = itemsRef.current.filter((item) => item.isOpen).at(-1);
    if (entry.key !== undefined && top?.key === entry.key) return;
    const id = nextDrawerId++;
    pushDrawerHistoryEntry(HISTORY_KEY, id);
    setItems((current) => [...current, { ...entry, id, isOpen: true }]);
  }, []);

  const closeDrawer = useCallback(() => {
    const top = itemsRef.current.filter((item) => item.isOpen).at(-1);
    if (!top) return;
    if (readHistoryDrawerId(window.history.state) === top.id) window.history.back();
    else closeAbove(top.id - 1);
  }, [closeAbove]);

  useEffect(() => {
    const handlePopState = (event: PopStateEvent) => closeAbove(readHistoryDrawerId(event.state));
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [closeAbove]);

  // A link inside a drawer opened another page: the drawers belonged to the page before.
  if (pathname !== stackPathname) {
    setStackPathname(pathname);
    closeAbove(0);
  }

  const setItemTitle = useCallback((id: number, title: string | undefined) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, title } : item)));
  }, []);
  const removeItem = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id || item.isOpen));
  }, []);

  const depth = items.filter((item) => item.isOpen).length;
  const value = useMemo(() => ({ openDrawer, closeDrawer, depth }), [openDrawer, closeDrawer, depth]);
  const topOpenId = items.filter((item) => item.isOpen).at(-1)?.id;

  return (
    <DrawerStackContext.Provider value={value}>
      {children}
      {items.length > 0 && (
        <Suspense fallback={null}>
          {items.map((item, level) => (
            <StackedDrawer
              key={item.id}
              item={item}
              level={level}
              isTop={item.id === topOpenId}
              onClose={closeDrawer}
              onExited={removeItem}
              onTitle={setItemTitle}
            />
          ))}
        </Suspense>
      )}
    </DrawerStackContext.Provider>
  );
}

/** The drawer stack of the member app. */
export function useDrawerStack(): TDrawerStack {
  const stack = useContext(DrawerStackContext);
  if (!stack) throw new Error('DrawerStackProvider fehlt');
  return stack;
}

/** Sets the title of the drawer this content is shown in (no effect outside a drawer). */
export function useDrawerTitle(title: string | undefined): void {
  const item = useContext(DrawerItemContext);
  useEffect(() => {
    item?.setTitle(title);
  }, [item, title]);
}
