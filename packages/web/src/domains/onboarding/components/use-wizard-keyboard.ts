import { useEffect, useEffectEvent } from 'react';

type TWizardKeyboardOptions = {
  /** Listening only while the wizard is open and no dialog (the Urocampus privacy one) is above it. */
  isActive: boolean;
  onBack: () => void;
};

function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Alt+Left and Backspace (outside inputs) go one step back. Escape is not handled here: the modal
 * reports it, and only when it is the top one.
 */
export function useWizardKeyboard({ isActive, onBack }: TWizardKeyboardOptions) {
  // The listener calls the latest handler, not the one of the render it was added in.
  const handleBack = useEffectEvent(onBack);
  useEffect(() => {
    if (!isActive) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const isBackKey =
        (event.key === 'ArrowLeft' && event.altKey) ||
        (event.key === 'Backspace' && !isTextInput(event.target));
      if (!isBackKey) return;
      // Alt+Left would also be the browser's own back: one step, not two.
      event.preventDefault();
      handleBack();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isActive]);
}
