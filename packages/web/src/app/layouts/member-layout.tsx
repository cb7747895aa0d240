import { STATUS_BAR_COLOR_LOGGED_IN } from '@pflegepuls/shared';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import { useEffect } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { useLogout } from '../../domains/auth/use-logout.ts';
import { OnboardingOpener } from '../../domains/onboarding/components/onboarding-opener.tsx';
import { OnboardingHost } from '../../domains/onboarding/onboarding-host.tsx';
import { PATHS } from '../../platform/paths.ts';
import { writeMeta } from '../../platform/meta.ts';
import { MEMBER_APP_BAR_HEIGHT } from '../../ui/member-content.tsx';
import { ProductWordmark } from '../../ui/product-wordmark.tsx';

/** The frame of the member area: app bar with product name and logout, then the page. */
export function MemberLayout() {
  const { logout, isLoggingOut } = useLogout();

  useEffect(() => {
    // After login the browser's status bar takes the member area's colour (001 §1).
    writeMeta('theme-color', STATUS_BAR_COLOR_LOGGED_IN);
  }, []);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={{ bgcolor: STATUS_BAR_COLOR_LOGGED_IN, color: '#FFFFFF' }}>
        <Toolbar sx={{ minHeight: MEMBER_APP_BAR_HEIGHT, gap: { xs: 1, sm: 1.5 }, px: { xs: 2, sm: 3 } }}>
          <Box
            component={RouterLink}
            to={PATHS.feed}
            sx={{ display: 'flex', color: 'inherit', textDecoration: 'none', mr: 'auto' }}
          >
            <ProductWordmark />
          </Box>
          <OnboardingOpener />
          <Button
            color="inherit"
            onClick={logout}
            disabled={isLoggingOut}
            startIcon={
              isLoggingOut ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : (
                <LogoutRounded />
              )
            }
            aria-label="Ausloggen"
            sx={{
              minWidth: 0,
              '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.7)' },
              // Phones show the icon alone, so the admin's onboarding opener still fits the bar.
              '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Ausloggen
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      <Outlet />
      <OnboardingHost />
    </Box>
  );
}
