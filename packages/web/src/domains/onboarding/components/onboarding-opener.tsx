import type { TWizardMode } from '@pflegepuls/shared/onboarding/steps';
import Box from '@mui/material/Box';
import { useCurrentUserQuery } from '../../users/api.ts';

/** The opener's choices (000 §2: "Standard, Profil-Einstellungen, Old User"). */
const OPENER_MODES: ReadonlyArray<{ label: string; mode: TWizardMode }> = [
  { label: 'Standard', mode: 'standard' },
  { label: 'Profil-Einstellungen', mode: 'editMode' },
  { label: 'Old User', mode: 'oldUser' },
];

/**
 * Admins open the onboarding wizard in any mode from the menus (000 §2). A native select keeps the
 * menus light (no MUI Menu/Popover in the first load) and works with keyboard and screen readers.
 */
export function OnboardingOpener() {
  const { data: user } = useCurrentUserQuery();
  if (!user?.isAdmin) return null;
  return (
    <Box
      component="select"
      aria-label="Onboarding öffnen"
      value=""
      onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
        const mode = event.target.value as TWizardMode;
        if (mode) window.openOnboarding?.(mode);
      }}
      sx={{
        font: 'inherit',
        fontSize: 14,
        fontWeight: 600,
        width: '100%',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: 1.5,
        py: 1,
        cursor: 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      <option value="">Onboarding öffnen …</option>
      {OPENER_MODES.map(({ label, mode }) => (
        <option key={mode} value={mode}>
          {label}
        </option>
      ))}
    </Box>
  );
}
