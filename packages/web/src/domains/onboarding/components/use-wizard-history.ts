/**
 * The wizard's browser history (001 §4.2): opening pushes one entry with the same URL, so the
 * back button steps back inside the wizard, and closes it on the first step. Whoever closes the
 * wizard calls `leaveWizardHistory` first and sets `isClosingRef`, so the entry goes away once.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

type THistoryState = { onboardingWizard?: number } | null;

type TWizardHistoryOptions = {
  /** Open with a known mode. */
  isActive: boolean;
  /** Tells this opening's entry from an older one. */
  requestId: number;
  /** Set while the wizard closes: a pop then is our own `history.back()`. */
  isClosingRef: RefObject<boolean>;
  isOnFirstStep: boolean;
  isSaving: boolean;
  /** Goes one step back; false when it could not. */
  onBack: () => boolean;
  /** Closes without touching the history (the entry is gone already). */
  onClose: () => void;
};

/** Takes this opening's history entry away again, unless the browser's back button already did. */
export function leaveWizardHistory(requestId: number) {
  if ((window.history.state as THistoryState)?.onboardingWizard === requestId) window.history.back();
}

/** Pushes the wizard's history entry while it is open and turns the browser's back into a step back. */
export function useWizardHistory({
  isActive,
  requestId,
  isClosingRef,
  isOnFirstStep,
  isSaving,
  onBack,
  onClose,
}: TWizardHistoryOptions) {
  // Reads the latest step, saving state and handlers, not those of the render the listener began in.
  const handlePop = useEffectEvent((): 'stay' | 'closed' => {
    if (onBack()) return 'stay';
    if (isOnFirstStep && !isSaving) {
      // Our entry is gone already, so closing must not go back once more.
      onClose();
      return 'closed';
    }
    return 'stay';
  });

  useEffect(() => {
    if (!isActive) return;
    isClosingRef.current = false;
    const entry = { ...(window.history.state as object | null), onboardingWizard: requestId };
    if ((window.history.state as THistoryState)?.onboardingWizard !== requestId) {
      window.history.pushState(entry, '', window.location.href);
    }
    const handlePopState = () => {
      if (isClosingRef.current) return;
      if (handlePop() === 'stay') window.history.pushState(entry, '', window.location.href);
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [isActive, requestId, isClosingRef]);
}
