/**
 * App-wide toasts. The provider is tiny and always present; the Snackbar that renders them is a
 * separate chunk loaded with the first toast, so pages without toasts do not ship it.
 */
import { DEFAULT_TOAST_MS } from '@pflegepuls/shared/constants';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type TToastSeverity = 'success' | 'info' | 'warning' | 'error';
export type TToast = { id: number; message: string; severity: TToastSeverity; durationMs: number };
export type TShowToast = (toast: { message: string; severity?: TToastSeverity; durationMs?: number }) => void;

const ToastContext = createContext<TShowToast>(() => {});
const ToastHost = lazy(() => import('./toast-host.tsx'));

let nextId = 1;

/** Makes `useToast()` available below it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<TToast | null>(null);
  const [hasShown, setHasShown] = useState(false);

  const showToast = useCallback<TShowToast>(
    ({ message, severity = 'info', durationMs = DEFAULT_TOAST_MS }) => {
      setHasShown(true);
      setToast({ id: nextId++, message, severity, durationMs });
    },
    [],
  );
  const handleClose = useCallback(() => setToast(null), []);
  const value = useMemo(() => showToast, [showToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {hasShown && (
        <Suspense fallback={null}>
          <ToastHost toast={toast} onClose={handleClose} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Returns `showToast({ message, severity, durationMs })`. */
export function useToast(): TShowToast {
  return useContext(ToastContext);
}
