import ArticleRounded from '@mui/icons-material/ArticleRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import SpeedDial from '@mui/material/SpeedDial';
import type { SpeedDialActionProps } from '@mui/material/SpeedDialAction';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOpenCreateDrawer } from '../../domains/feed/use-create-drawers.ts';
import { fabLook, fabPlacement, PlusIcon, type TCreateFabProps } from './create-fab.tsx';

/*
 * The actions bring MUI's Tooltip and Popper (~12 KiB gzip): a chunk of their own, so the dial
 * itself is there sooner.
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

/**
 * The create button's speed dial (000 §2): 'Moment erstellen' (in a closed area 'Real Talk
 * erstellen') and 'Beitrag erstellen'. It replaces the first paint's button (create-fab.tsx) once
 * a pointer or the focus reaches that; `isOpen` and `hasFocus` carry over what happened meanwhile.
 */
export function CreateDial({
  area,
  placement,
  isHighlighted,
  isOpen: wasOpened,
  hasFocus,
}: TCreateFabProps & { isHighlighted: boolean; isOpen: boolean; hasFocus: boolean }) {
  const openCreate = useOpenCreateDrawer();
  const [isOpen, setIsOpen] = useState(wasOpened);
  const closedAreaId = area.kind === 'closedArea' ? area.closedAreaId : undefined;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hasFocus) rootRef.current?.querySelector<HTMLButtonElement>('.MuiSpeedDial-fab')?.focus();
  }, [hasFocus]);

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
      ref={rootRef}
      ariaLabel="Erstellen"
      open={isOpen}
      onOpen={(_event, reason) => {
        if (reason !== 'focus') setIsOpen(true);
      }}
      onClose={() => setIsOpen(false)}
      icon={<PlusIcon isOpen={isOpen} />}
      data-highlighted={isHighlighted || undefined}
      sx={(theme) => ({
        ...fabPlacement(placement),
        zIndex: theme.zIndex.speedDial,
        pointerEvents: 'none',
        '& .MuiSpeedDial-fab': fabLook(theme, isHighlighted),
        '& .MuiSpeedDial-actions': { pointerEvents: isOpen ? 'auto' : 'none' },
        '& .MuiSpeedDialAction-staticTooltipLabel': {
          whiteSpace: 'nowrap',
          fontWeight: 650,
          boxShadow: theme.shadows[3],
          color: 'text.primary',
        },
      })}
    >
      {actions.map((action) => (
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
