import { useEffect, useState, type ReactNode } from 'react';

type TDelayedProps = { delayMs: number; children: ReactNode };

/** Renders its children only after a delay, so fast loads never flash a placeholder. */
export function Delayed({ delayMs, children }: TDelayedProps) {
  const [isVisible, setIsVisible] = useState(delayMs <= 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return isVisible ? children : null;
}
