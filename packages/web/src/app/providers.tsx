import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '../ui/theme-provider.tsx';
import { useMemo, type ReactNode } from 'react';
import { captureConsole } from '../platform/client-log.ts';
import { ToastProvider } from '../ui/toast.tsx';
import { ColorModeProvider } from './color-mode.tsx';
import { createAppTheme, type TColorMode } from './theme.ts';

// The crash screen's logs must include what happened before the crash, so capture from the start.
captureConsole();

type TAppProvidersProps = { queryClient: QueryClient; children: ReactNode };

function ThemedApp({ mode, children }: { mode: TColorMode; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

/** Server state, colour mode, theme and toasts for the whole app. */
export function AppProviders({ queryClient, children }: TAppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>{(mode) => <ThemedApp mode={mode}>{children}</ThemedApp>}</ColorModeProvider>
    </QueryClientProvider>
  );
}
