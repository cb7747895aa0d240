import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { ToastProvider } from '../ui/toast.tsx';
import { createAppTheme } from './theme.ts';

type TAppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Server state, theme and toasts for the whole app. */
export function AppProviders({ queryClient, children }: TAppProvidersProps) {
  const theme = useMemo(() => createAppTheme('light'), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
