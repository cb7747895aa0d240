/**
 * CONTRACT (owned by the app-shell work): the generic right-sliding drawer stack of 000 §2/§4/§9.
 * Any domain opens a drawer with `useDrawerStack().openDrawer({ title, content })`; browser back
 * closes the top drawer. The implementation replaces this file's body; the exported names stay.
 */
import type { ReactNode } from 'react';

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

/** The drawer stack of the member app. */
export function useDrawerStack(): TDrawerStack {
  throw new Error('DrawerStackProvider fehlt');
}
