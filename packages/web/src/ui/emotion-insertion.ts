/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts, `resolve.alias`):
 * emotion's styled components and `css` prop insert their rules while they render, not in the
 * commit's insertion effects. The first page's commit used to compile and insert every new rule
 * of the page in one task that cannot yield (a third of the start's longest task on a throttled
 * phone); during a transition's render the same work is sliced into short tasks. Inserting in
 * render is what emotion does on React versions without `useInsertionEffect`; it is idempotent
 * (the cache skips rules it holds), so a render React throws away only leaves unused rules.
 * Global styles keep the insertion effect: they remove their rules again on unmount.
 */
import { useInsertionEffect } from 'react';

export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
