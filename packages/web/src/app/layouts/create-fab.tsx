import { SPEED_DIAL_HIGHLIGHT_MS } from '../../ui/screen.ts';
import AddRounded from '@mui/icons-material/AddRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import SpeedDial from '@mui/material/SpeedDial';
import type { SpeedDialActionProps } from '@mui/material/SpeedDialAction';
import { alpha, keyframes } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenCreateDrawer } from '../../domains/feed/use-create-drawers.ts';
import type { TArea } from './shell-rules.ts';

/*
 * The actions bring MUI's Tooltip and Popper (~12 KiB gzip) that the closed dial never shows: they
 * load when a pointer or the focus reaches the dial, before it opens, not with the page.
 */
const LazySpeedDialAction = lazy(() => import('@mui/material/SpeedDialAction'));

/** One action; takes the props the SpeedDial hands its children (open, delay, id, refs). */
function CreateAction(props: SpeedDialActionProps) {
  return (
    <Suspense fallback={null}>
      <LazySpeedDialAction {...props} />
    </Suspense>
  );
}

// A ring that grows from the button by 16 px and fades; transform and opacity only, so the
// compositor animates it without repainting the page in every frame while it loads.
const ring = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  100% { transform: scale(${(56 + 2 * 16) / 56}); opacity: 0; }
`;

/**
 * The floating create button (000 §2): a speed dial with 'Moment erstellen' (in a closed area
 * 'Real Talk erstellen') and 'Beitrag erstellen'. It pulses for SPEED_DIAL_HIGHLIGHT_MS after the page
 * opens so members notice it, then stays quiet.
 */
export function CreateFab({ area, placement }: { area: TArea; placement: 'fixed' | 'inline' }) {
  const openCreate = useOpenCreateDrawer();
  const [isOpen, setIsOpen] = useState(false);
  const [isHighlighted, setIsHighlighted] = useState(true);
  const [hasActions, setHasActions] = useState(false);
  const loadActions = () => setHasActions(true);
  const closedAreaId = area.kind === 'closedArea' ? area.closedAreaId : undefined;

  useEffect(() => {
    const timer = window.setTimeout(() => setIsHighlighted(false), SPEED_DIAL_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const actions = [
    {
      label: closedAreaId ? 'Real Talk erstellen' : 'Moment erstellen',
      icon: <WhatshotRounded />,
      run: () => openCreate('moment', { closedAreaId }),
    },
    { label: 'Beitrag erstellen', icon: <ArticleRounded />, run: () => openCreate('post', { closedAreaId }) },
  ];

  return (
    <SpeedDial
      ariaLabel="Erstellen"
      open={isOpen}
      onOpen={(_event, reason) => {
        if (reason === 'focus') return;
        loadActions();
        setIsOpen(true);
      }}
      onPointerEnter={loadActions}
      onPointerDown={loadActions}
      onFocus={loadActions}
      onClose={() => setIsOpen(false)}
      // SpeedDialIcon's look (a plus that turns into a cross) without its module in the first load.
      icon={
        <AddRounded
          sx={(theme) => ({
            transform: isOpen ? 'rotate(45deg)' : 'none',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}
        />
      }
      data-highlighted={isHighlighted || undefined}
      sx={(theme) => ({
        ...(placement === 'fixed'
          ? { position: 'fixed', right: 16, bottom: 'calc(64px + 16px + env(safe-area-inset-bottom))' }
          : { position: 'relative' }),
        zIndex: theme.zIndex.speedDial,
        pointerEvents: 'none',
        '& .MuiSpeedDial-fab': {
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
        },
        '& .MuiSpeedDial-actions': { pointerEvents: isOpen ? 'auto' : 'none' },
        '& .MuiSpeedDialAction-staticTooltipLabel': {
          whiteSpace: 'nowrap',
          fontWeight: 650,
          boxShadow: theme.shadows[3],
          color: 'text.primary',
        },
      })}
    >
      {(hasActions ? actions : []).map((action) => (
        <CreateAction
          key={action.label}
          icon={action.icon}
          onClick={() => {
            setIsOpen(false);
            action.run();
          }}
          slotProps={{ tooltip: { open: true, title: action.label } }}
        />
      ))}
    </SpeedDial>
  );
}
