/**
 * The area transition overlay (000 §2, §4): fade in ~100 ms, hold 700 ms with the pulsing logo, fade
 * out 300 ms. The navigation happens under the covered screen, so the member never sees the old
 * area's page flash into the new area's frame.
 */
import {
  AREA_OVERLAY_FADE_IN_MS,
  AREA_OVERLAY_FADE_OUT_MS,
  AREA_OVERLAY_HOLD_MS,
  STATUS_BAR_COLOR_LOGGED_IN,
} from '../../ui/screen.ts';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../../platform/router.tsx';
import { logAppEvent } from '../../platform/client-log.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';

type TPhase = 'hidden' | 'in' | 'hold' | 'out';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.12); opacity: 0.8; }
`;

const AreaTransitionContext = createContext<(target: string) => void>(() => {});

/** Provides `useSwitchArea()` and renders the overlay while a switch runs. */
export function AreaTransitionProvider({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<TPhase>('hidden');
  const navigate = useNavigate();
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const switchArea = useCallback(
    (target: string) => {
      logAppEvent(`Bereichswechsel nach ${target}`);
      timers.current.forEach((timer) => window.clearTimeout(timer));
      const at = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
      setPhase('in');
      at(AREA_OVERLAY_FADE_IN_MS, () => {
        setPhase('hold');
        void navigate(target);
      });
      at(AREA_OVERLAY_FADE_IN_MS + AREA_OVERLAY_HOLD_MS, () => setPhase('out'));
      at(AREA_OVERLAY_FADE_IN_MS + AREA_OVERLAY_HOLD_MS + AREA_OVERLAY_FADE_OUT_MS, () => setPhase('hidden'));
    },
    [navigate],
  );

  return (
    <AreaTransitionContext.Provider value={switchArea}>
      {children}
      {phase !== 'hidden' && (
        <Box
          role="status"
          aria-live="polite"
          aria-label="Bereich wird gewechselt"
          data-testid="area-overlay"
          sx={{
            position: 'fixed',
            inset: 0,
            // Above the app bars and the side drawer, below the drawer stack's base.
            zIndex: 1_999_999_999,
            display: 'grid',
            placeItems: 'center',
            bgcolor: STATUS_BAR_COLOR_LOGGED_IN,
            opacity: phase === 'hold' ? 1 : phase === 'in' ? 1 : 0,
            transition: `opacity ${phase === 'out' ? AREA_OVERLAY_FADE_OUT_MS : AREA_OVERLAY_FADE_IN_MS}ms ease`,
            '@starting-style': { opacity: 0 },
          }}
        >
          <Box
            sx={{
              animation: `${pulse} 900ms ease-in-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <BrandMark size={72} />
          </Box>
        </Box>
      )}
    </AreaTransitionContext.Provider>
  );
}

/** Switches to an area path behind the transition overlay. */
export function useSwitchArea(): (target: string) => void {
  return useContext(AreaTransitionContext);
}
