/**
 * Scroll positions per history entry: a new page starts at the top, going back (or forward) returns
 * to where that entry was left. The declarative router has no scroll restoration of its own, and the
 * browser's would restore before a page's data is there, so this one waits for the page to be tall
 * enough (at most RESTORE_WAIT_MS). Changes of the query string alone (tabs, filters) keep the position.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../platform/router.tsx';

const RESTORE_WAIT_MS = 2000;
const MAX_ENTRIES = 100;
const positions = new Map<string, number>();

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const save = () => remember(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const isNewPath = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      const deadline = performance.now() + RESTORE_WAIT_MS;
      let frame = 0;
      const attempt = () => {
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved;
        if (reachable || performance.now() > deadline) window.scrollTo(0, saved);
        else frame = requestAnimationFrame(attempt);
      };
      attempt();
      return () => cancelAnimationFrame(frame);
    }
    if (isNewPath) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);

  return null;
}
