/**
 * Hovering, touching or focusing a link to the users, moments or notifications section (in the
 * left menu, the side drawer or the phone's bottom bar) prefetches that section's data for the
 * link's period, unless it is younger than 15 minutes (001 §2.4). One set of listeners on the
 * document while the dashboard is open, so the menus, which every member's first load carries,
 * hold no dashboard code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchAdminSection } from './api.ts';

const INTENT_EVENTS = ['mouseover', 'touchstart', 'focusin'] as const;

/** The same-origin link `target` is in, if any. */
function findLink(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/** Prefetches into `client` while mounted. */
export function usePrefetchOnIntent(client: QueryClient): void {
  useEffect(() => {
    const handleIntent = (event: Event) => {
      const url = findLink(event.target);
      if (url) void prefetchAdminSection(client, url.pathname, url.search);
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, handleIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, handleIntent, { capture: true });
    };
  }, [client]);
}
