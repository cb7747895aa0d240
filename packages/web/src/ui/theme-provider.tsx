import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';

/**
 * MUI's ThemeProvider for our themes, which do not use CSS variables. @mui/material's own provider
 * chooses between the system provider and a CSS-variables provider at run time, so it brings the
 * latter's code (~4 KiB gzip) into every first load; for a theme without variables it renders the
 * system provider, as this does.
 */
export function ThemeProvider({
  theme,
  children,
}: {
  /** A theme, or one made from the outer theme. */
  theme: Theme | ((outer: Theme) => Theme);
  children: ReactNode;
}) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
}
