import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import type { TItemRef } from '../cache.ts';
import { FEED_TEXTS } from '../texts.ts';

const ItemMenuPopover = lazy(() => import('./item-menu-popover.tsx'));

/** `isOwn`: edit and delete; otherwise report and block (the author's `userName`; none for moments). */
type TItemMenuProps = {
  item: TItemRef;
  isOwn: boolean;
  userName?: string | null;
  onEdit?: () => void;
  onDeleted?: () => void;
};

/** The action menu of a post or moment (000 §6, issue 24): own items edit and delete, others report and block. */
export function ItemMenu({ item, isOwn, userName, onEdit, onDeleted }: TItemMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={FEED_TEXTS.moreActions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        size="small"
      >
        <MoreHorizRounded />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <ItemMenuPopover
            item={item}
            isOwn={isOwn}
            userName={userName ?? null}
            anchor={anchor}
            menuId={menuId}
            onCloseMenu={() => setAnchor(null)}
            onEdit={onEdit}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </>
  );
}
