import { SPEED_DIAL_HIGHLIGHT_MS } from '../../ui/screen.ts';
import AddRounded from '@mui/icons-material/AddRounded';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { alpha, keyframes, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import type { CreateDial } from './create-dial.tsx';
import type { TArea } from './shell-rules.ts';

export type TCreateFabProps = { area: TArea; placement: 'fixed' | 'inline' };

const FAB_SIZE_PX = 56;

// A ring that grows from the button by 16 px and fades; transform and opacity only, so the
// compositor animates it without repainting the page in every frame while it loads.
const ring = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  100% { transform: scale(${(FAB_SIZE_PX + 2 * 16) / FAB_SIZE_PX}); opacity: 0; }
`;

/** Where the button sits: above the phone's bottom bar, or in the desktop's sticky corner. */
export function fabPlacement(placement: TCreateFabProps['placement']) {
  return placement === 'fixed'
    ? ({ position: 'fixed', right: 16, bottom: 'calc(64px + 16px + env(safe-area-inset-bottom))' } as const)
    : ({ position: 'relative' } as const);
}

/** The round button's shadow and its pulse, for this file's button and the dial's (create-dial.tsx). */
export function fabLook(theme: Theme, isHighlighted: boolean) {
  return {
    pointerEvents: 'auto',
    boxShadow: `0 8px 24px ${alpha(theme.palette.primary.dark, 0.45)}`,
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      borderRadius: '50%',
      bgcolor: 'primary.main',
      opacity: 0,
      pointerEvents: 'none',
      animation: isHighlighted ? `${ring} 1.2s ease-out 3` : 'none',
    },
    '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none' } },
  } as const;
}

/** SpeedDialIcon's look, a plus that turns into a cross, without its module. */
export function PlusIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <AddRounded
      sx={(theme) => ({
        transform: isOpen ? 'rotate(45deg)' : 'none',
        transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
      })}
    />
  );
}

/**
 * The floating create button (000 §2). The first paint shows a plain round button; MUI's SpeedDial
 * with its actions (create-dial.tsx, ~4 KiB gzip) loads when a pointer or the focus reaches it and
 * takes its place, open if it was clicked meanwhile and focused if it had the focus. It pulses for
 * SPEED_DIAL_HIGHLIGHT_MS after the page opens so members notice it, then stays quiet.
 */
export function CreateFab({ area, placement }: TCreateFabProps) {
  const [isHighlighted, setIsHighlighted] = useState(true);
  const [Dial, setDial] = useState<typeof CreateDial | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setIsHighlighted(false), SPEED_DIAL_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    import('./create-dial.tsx').then(
      (module) => isCurrent && setDial(() => module.CreateDial),
      // Offline: the next touch tries again.
      () => isCurrent && setIsLoading(false),
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoading]);

  if (Dial) {
    return (
      <Dial
        area={area}
        placement={placement}
        isHighlighted={isHighlighted}
        isOpen={isOpen}
        hasFocus={hasFocus}
      />
    );
  }
  const load = () => setIsLoading(true);
  return (
    <Box sx={(theme) => ({ ...fabPlacement(placement), zIndex: theme.zIndex.speedDial, display: 'flex' })}>
      <ButtonBase
        aria-label="Erstellen"
        aria-haspopup="true"
        aria-expanded={isOpen}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={() => {
          setHasFocus(true);
          load();
        }}
        onBlur={() => setHasFocus(false)}
        onClick={() => {
          setIsOpen(true);
          load();
        }}
        sx={(theme) => ({
          ...fabLook(theme, isHighlighted),
          width: FAB_SIZE_PX,
          height: FAB_SIZE_PX,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        })}
      >
        <PlusIcon isOpen={isOpen} />
      </ButtonBase>
    </Box>
  );
}
