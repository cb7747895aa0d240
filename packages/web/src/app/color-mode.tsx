/**
 * Light/dark mode (000 §2: the admins' switch "kept in local storage"). The admin area forces dark
 * mode on entry and gives the previous mode back on leaving (000 §4); that temporary mode is not
 * stored, so a reload outside the admin area never finds itself dark by accident.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TColorMode } from './theme.ts';

const STORAGE_KEY = 'pflegepuls-color-mode';

type TColorModeContext = {
  mode: TColorMode;
  /** Sets and stores the member's choice. */
  setMode: (mode: TColorMode) => void;
  /** Sets a mode for now without storing it (admin area); null returns to the stored choice. */
  setTemporaryMode: (mode: TColorMode | null) => void;
};

const ColorModeContext = createContext<TColorModeContext>({
  mode: 'light',
  setMode: () => {},
  setTemporaryMode: () => {},
});

function readStoredMode(): TColorMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Holds the colour mode; `children` gets it as an argument to build the theme. */
export function ColorModeProvider({ children }: { children: (mode: TColorMode) => ReactNode }) {
  const [stored, setStored] = useState<TColorMode>(readStoredMode);
  const [temporary, setTemporary] = useState<TColorMode | null>(null);

  const setMode = useCallback((mode: TColorMode) => {
    try {
      localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Private mode may block storage; the switch still works for this visit.
    }
    setTemporary(null);
    setStored(mode);
  }, []);

  const mode = temporary ?? stored;
  const value = useMemo(() => ({ mode, setMode, setTemporaryMode: setTemporary }), [mode, setMode]);
  return <ColorModeContext.Provider value={value}>{children(mode)}</ColorModeContext.Provider>;
}

/** The colour mode and its setters. */
export function useColorMode(): TColorModeContext {
  return useContext(ColorModeContext);
}
