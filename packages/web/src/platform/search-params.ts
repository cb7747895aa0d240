import { useCallback } from 'react';
import { useSearchParams } from './router.tsx';

/**
 * Sets or (with an empty value) removes one query parameter of the address, keeping the others.
 *
 * Builds on the address bar, not on the rendered parameters: the router writes the address at once
 * but renders the change as a transition, so a second filter changed before that render would
 * otherwise be built on the old parameters and undo the first.
 */
export function useSetSearchParam(): (name: string, value: string) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name, value) => {
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next, { replace: true });
    },
    [setParams],
  );
}
