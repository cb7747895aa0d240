import {
  DRAWER_BASE_Z_INDEX,
  DRAWER_Z_INDEX_STEP,
  MOBILE_DRAWER_BREAKPOINT_PX,
  PRIMARY_COLOR,
  STATUS_BAR_COLOR_LOGGED_IN,
} from '../ui/screen.ts';
import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type TColorMode = 'light' | 'dark';

/** System fonts only: the app loads nothing from elsewhere and no web font shifts the layout. */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI Variable Text"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Noto Color Emoji"',
].join(', ');

/**
 * Orange on white has too little contrast for text (1.9:1), so orange is a surface colour with
 * dark text on it; text accents (links, focused labels) use the deep "ink" orange (5.4:1 on white).
 */
const BRAND = {
  orange: PRIMARY_COLOR,
  orangeLight: '#FFC27A',
  orangeDark: '#F29423',
  ink: '#A65300',
  inkOnDark: '#FFC27A',
  charcoal: STATUS_BAR_COLOR_LOGGED_IN,
} as const;

const RADIUS = 14;

/** Toasts stay above every level of the drawer stack (base z-index + DRAWER_Z_INDEX_STEP per level). */
const TOAST_Z_INDEX = DRAWER_BASE_Z_INDEX + 100 * DRAWER_Z_INDEX_STEP;

/** The app's MUI theme; `dark` is prepared for a later colour-scheme switch. */
export function createAppTheme(mode: TColorMode = 'light'): Theme {
  const isDark = mode === 'dark';
  const textPrimary = isDark ? '#F5EFE8' : '#1F1B17';
  const textSecondary = isDark ? '#C9BFB4' : '#5F574F';
  const paper = isDark ? '#221F1C' : '#FFFFFF';
  const accent = isDark ? BRAND.inkOnDark : BRAND.ink;

  return createTheme({
    breakpoints: {
      // `md` is the spec's bottom-sheet boundary, so `up('md')` means "centred dialog".
      values: { xs: 0, sm: 600, md: MOBILE_DRAWER_BREAKPOINT_PX, lg: 1200, xl: 1536 },
    },
    palette: {
      mode,
      primary: {
        main: BRAND.orange,
        light: BRAND.orangeLight,
        dark: BRAND.orangeDark,
        contrastText: BRAND.charcoal,
      },
      secondary: { main: accent, contrastText: isDark ? BRAND.charcoal : '#FFFFFF' },
      error: { main: isDark ? '#FF8A80' : '#C62828' },
      success: { main: isDark ? '#81C995' : '#2E7D32' },
      info: { main: isDark ? '#8AB4F8' : '#1565C0' },
      background: {
        default: isDark ? '#171513' : '#FBF8F4',
        paper,
      },
      text: { primary: textPrimary, secondary: textSecondary },
      divider: isDark ? alpha('#FFFFFF', 0.12) : alpha('#1F1B17', 0.1),
    },
    shape: { borderRadius: RADIUS },
    zIndex: { snackbar: TOAST_Z_INDEX },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.05 },
      h2: { fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.1 },
      h3: { fontWeight: 750, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h4: { fontWeight: 750, letterSpacing: '-0.015em', lineHeight: 1.2 },
      h5: { fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.25 },
      h6: { fontWeight: 700, lineHeight: 1.3 },
      subtitle1: { fontWeight: 600 },
      body1: { lineHeight: 1.6 },
      body2: { lineHeight: 1.55 },
      button: { fontWeight: 650, textTransform: 'none', letterSpacing: 0 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { background: alpha(BRAND.orange, 0.35) },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: 999,
            paddingInline: 20,
            minHeight: 44,
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: {
                  '&:hover': { backgroundColor: BRAND.orangeDark },
                  '&.Mui-disabled': {
                    backgroundColor: isDark ? alpha('#FFFFFF', 0.12) : '#EDE7E0',
                    color: isDark ? alpha('#FFFFFF', 0.5) : '#7A7068',
                  },
                },
              },
              {
                props: { variant: 'text' },
                style: { '&:hover': { backgroundColor: alpha(BRAND.orange, 0.12) } },
              },
              // Brand orange is too light for text on white (1.8:1): outlined and text buttons
              // write their label in the ink colour, like links.
              { props: { variant: 'outlined', color: 'primary' }, style: { color: accent } },
              { props: { variant: 'text', color: 'primary' }, style: { color: accent } },
            ],
          },
          sizeLarge: { minHeight: 52, fontSize: '1rem', paddingInline: 28 },
        },
      },
      MuiTab: {
        styleOverrides: { textColorPrimary: { '&.Mui-selected': { color: accent } } },
      },
      MuiIconButton: {
        styleOverrides: { root: { '&:hover': { backgroundColor: alpha(BRAND.orange, 0.12) } } },
      },
      MuiLink: {
        defaultProps: { color: 'secondary', underline: 'hover' },
        styleOverrides: { root: { fontWeight: 600, cursor: 'pointer' } },
      },
      MuiTypography: {
        styleOverrides: {
          // MUI 9 reads `color` as a palette key only ('secondary', 'textSecondary'); the app writes
          // the palette paths of the sx syntax, which would otherwise render in the inherited colour.
          root: {
            variants: [
              { props: { color: 'text.secondary' }, style: { color: textSecondary } },
              { props: { color: 'secondary.main' }, style: { color: accent } },
            ],
          },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true, variant: 'outlined' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 12,
            backgroundColor: isDark ? alpha('#FFFFFF', 0.04) : '#FFFFFF',
            '& .MuiOutlinedInput-notchedOutline': {
              borderColor: isDark ? alpha('#FFFFFF', 0.2) : '#DDD5CC',
            },
            '&:hover:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
              borderColor: isDark ? alpha('#FFFFFF', 0.4) : '#B9AEA3',
            },
            '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
          },
        },
      },
      MuiInputLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: accent } } },
      },
      MuiPaper: {
        styleOverrides: { rounded: { borderRadius: RADIUS + 4 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            border: `1px solid ${isDark ? alpha('#FFFFFF', 0.08) : '#EFE8E0'}`,
            boxShadow: isDark
              ? 'none'
              : '0 1px 2px rgba(31, 27, 23, 0.04), 0 8px 24px rgba(31, 27, 23, 0.06)',
          },
        },
      },
      MuiDialog: {
        styleOverrides: {
          paper: { borderRadius: 24, backgroundImage: 'none' },
        },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: 12, alignItems: 'center' } },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            fontWeight: 650,
            border: 'none',
            borderRadius: 999,
            color: textSecondary,
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: paper,
              color: textPrimary,
              boxShadow: '0 1px 3px rgba(31, 27, 23, 0.12)',
            },
          },
        },
      },
      MuiSkeleton: { defaultProps: { animation: 'wave' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
