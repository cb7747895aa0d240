import type { TWizardMode } from '@pflegepuls/shared';
import Box from '@mui/material/Box';
import { useCurrentUserQuery } from '../../users/api.ts';

/** The opener's choices (000 §2: "Standard, Profil-Einstellungen, Old User"). */
const OPENER_MODES: ReadonlyArray<{ label: string; mode: TWizardMode }> = [
  { label: 'Standard', mode: 'standard' },
  { label: 'Profil-Einstellungen', mode: 'editMode' },
  { label: 'Old User', mode: 'oldUser' },
];

/**
 * Admins open the onboarding wizard in any mode from here. A native select keeps the first load of
 * the member area light; the app shell's menus take it over later.
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
        fontSize: { xs: 13, sm: 14 },
        fontWeight: 600,
        color: 'inherit',
        bgcolor: 'rgba(255, 255, 255, 0.08)',
        border: '1px solid rgba(255, 255, 255, 0.3)',
        borderRadius: 999,
        px: { xs: 1, sm: 1.5 },
        flexShrink: 0,
        // A native select is as wide as its longest option; on phones it gets the width of its label.
        width: { xs: 128, sm: 'auto' },
        py: 0.75,
        cursor: 'pointer',
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      <option value="">Onboarding</option>
      {OPENER_MODES.map(({ label, mode }) => (
        <option key={mode} value={mode}>
          {label}
        </option>
      ))}
    </Box>
  );
}
