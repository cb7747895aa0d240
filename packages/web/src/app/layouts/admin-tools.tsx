/**
 * The admins' tools in the menus (000 §2): the onboarding opener and the light/dark switch. A lazy
 * chunk: members never see them, so their first load carries no Switch.
 */
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { OnboardingOpener } from '../../domains/onboarding/components/onboarding-opener.tsx';
import { useColorMode } from '../color-mode.tsx';

/** The onboarding opener and the dark-mode switch, for an admin. */
export default function AdminToolsPanel() {
  const { mode, setMode } = useColorMode();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1 }}>
      <OnboardingOpener />
      <Box
        component="label"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, cursor: 'pointer' }}
      >
        <DarkModeRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
          Dunkler Modus
        </Typography>
        <Switch
          checked={mode === 'dark'}
          onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
          slotProps={{ input: { 'aria-label': 'Dunkler Modus' } }}
        />
      </Box>
    </Box>
  );
}
