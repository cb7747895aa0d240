/**
 * The installable app's state in the page (docs/pwa.md). boot.js keeps the browser's install
 * prompt and a new service worker that waits to take over in `window.__pwa` and fires
 * 'pwa-change'; these hooks read them. Small on purpose: the shells import it.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's install prompt (`beforeinstallprompt`), not in TypeScript's DOM types. */
export type TInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type TPwaState = { installPrompt: TInstallPromptEvent | null; waitingWorker: ServiceWorker | null };

declare global {
  interface Window {
    __pwa?: TPwaState;
  }
}

const CHANGE_EVENT = 'pwa-change';
const DISMISSED_KEY = 'pflegepuls-install-card-dismissed';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** Updates the shared state and tells every reader. */
export function updatePwaState(change: Partial<TPwaState>): void {
  window.__pwa = { installPrompt: null, waitingWorker: null, ...window.__pwa, ...change };
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The browser's install prompt while it can still be shown, else null. */
export function useInstallPrompt(): TInstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => window.__pwa?.installPrompt ?? null);
}

/** A new version's service worker waiting for the member's "neu laden", else null. */
export function useWaitingWorker(): ServiceWorker | null {
  return useSyncExternalStore(subscribe, () => window.__pwa?.waitingWorker ?? null);
}

/** True when the page runs as the installed app (home screen, app window). */
export function isInstalledApp(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on iPhone or iPad: no install prompt there, the guide says "Zum Home-Bildschirm". */
export function isIosBrowser(): boolean {
  return /iphone|ipad|ipod/i.test(navigator.userAgent) && !isInstalledApp();
}

/** Whether the member closed the install card on this device. */
export function isInstallCardDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers on this device that the install card was closed. */
export function dismissInstallCard(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the card comes back on the next visit.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The dismissal as React state (changes on dismissal in any menu). */
export function useIsInstallCardDismissed(): boolean {
  return useSyncExternalStore(subscribe, isInstallCardDismissed);
}
