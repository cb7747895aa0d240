/**
 * The generic right-sliding drawer stack of 000 §2/§4/§9. Any domain opens a drawer with
 * `useDrawerStack().openDrawer({ title, content })`; a drawer's content may name itself later with
 * `useDrawerTitle(title)` ('Lädt...' until then). Every drawer pushes a history entry, so the
 * browser's (and the phone's) back button closes the top drawer; closing from the UI goes through
 * `history.back()` for the same reason. Leaving the page (another pathname) closes them all.
 */
import { DRAWER_ANIMATION_MS, DRAWER_BASE_Z_INDEX, DRAWER_Z_INDEX_STEP } from '@pflegepuls/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useLocation } from 'react-router';
import { getSwipeDirection, shouldCloseDrawer, shouldSwipeBack, type TSwipeDirection } from './swipe.ts';

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

type TStackItem = TDrawerEntry & { id: number; isOpen: boolean };

/** The title while a drawer's content has not named itself (000 §2). */
export const DRAWER_LOADING_TITLE = 'Lädt...';

const HISTORY_KEY = 'drawerId';

const DrawerStackContext = createContext<TDrawerStack | null>(null);
const DrawerItemContext = createContext<{ setTitle: (title: string | undefined) => void } | null>(null);

let nextDrawerId = 1;

function readHistoryDrawerId(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[HISTORY_KEY];
  return typeof value === 'number' ? value : 0;
}

/** z-index of the drawer at `level` (0 = first): base 2000000040, +10 per level (000 §9). */
export function getDrawerZIndex(level: number): number {
  return DRAWER_BASE_Z_INDEX + level * DRAWER_Z_INDEX_STEP;
}

/** Holds the drawers of the member area and renders them above everything else. */
export function DrawerStackProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<TStackItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const { pathname } = useLocation();

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
    // Keep the router's own state (key, idx) so it sees the same location, only one entry deeper.
    window.history.pushState({ ...(window.history.state as object | null), [HISTORY_KEY]: id }, '');
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
  useEffect(() => {
    closeAbove(0);
  }, [pathname, closeAbove]);

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
    </DrawerStackContext.Provider>
  );
}

type TStackedDrawerProps = {
  item: TStackItem;
  level: number;
  isTop: boolean;
  onClose: () => void;
  onExited: (id: number) => void;
  onTitle: (id: number, title: string | undefined) => void;
};

type TGesture = { x: number; y: number; t: number; left: number; direction: TSwipeDirection | undefined };

function StackedDrawer({ item, level, isTop, onClose, onExited, onTitle }: TStackedDrawerProps) {
  const paperRef = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<TGesture | null>(null);
  const titleId = `drawer-title-${item.id}`;
  const itemContext = useMemo(
    () => ({ setTitle: (title: string | undefined) => onTitle(item.id, title) }),
    [item.id, onTitle],
  );

  const setOffset = (dx: number, animate: boolean) => {
    const paper = paperRef.current;
    if (!paper) return;
    paper.style.transition = animate ? `transform ${DRAWER_ANIMATION_MS}ms ease-out` : 'none';
    paper.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
  };

  const handleTouchStart = (event: TouchEvent) => {
    if (!isTop || event.touches.length !== 1) return;
    const touch = event.touches[0]!;
    const left = paperRef.current?.getBoundingClientRect().left ?? 0;
    gesture.current = { x: touch.clientX, y: touch.clientY, t: event.timeStamp, left, direction: undefined };
  };
  const handleTouchMove = (event: TouchEvent) => {
    const start = gesture.current;
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    start.direction ??= getSwipeDirection(dx, touch.clientY - start.y);
    if (start.direction === 'horizontal') setOffset(dx, false);
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = gesture.current;
    gesture.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch || start.direction !== 'horizontal') return;
    const dx = touch.clientX - start.x;
    const isClosing =
      shouldCloseDrawer(dx, event.timeStamp - start.t) || shouldSwipeBack(start.x - start.left, dx);
    if (isClosing) onClose();
    else setOffset(0, true);
  };

  return (
    <Drawer
      anchor="right"
      open={item.isOpen}
      onClose={isTop ? onClose : undefined}
      transitionDuration={DRAWER_ANIMATION_MS}
      sx={{ zIndex: getDrawerZIndex(level) }}
      slotProps={{
        transition: { onExited: () => onExited(item.id) },
        paper: {
          ref: paperRef,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          onTouchStart: handleTouchStart,
          onTouchMove: handleTouchMove,
          onTouchEnd: handleTouchEnd,
          sx: {
            width: { xs: '100%', sm: 480 },
            maxWidth: '100vw',
            bgcolor: 'background.default',
            backgroundImage: 'none',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          minHeight: 56,
          pt: 'env(safe-area-inset-top)',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <IconButton onClick={onClose} aria-label="Zurück">
          <ArrowBackRounded />
        </IconButton>
        <Typography id={titleId} component="h2" variant="h6" noWrap sx={{ flex: 1, fontSize: '1.0625rem' }}>
          {item.title ?? DRAWER_LOADING_TITLE}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <DrawerItemContext.Provider value={itemContext}>{item.content}</DrawerItemContext.Provider>
      </Box>
    </Drawer>
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
