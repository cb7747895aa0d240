/**
 * "Melden" for any item (issue 24): `openReport(type, id)` from a menu, and `reportDialog` rendered
 * once by the page; `ReportButton` where a page has no menu. The dialog is a lazy chunk, loaded on the first report; it keeps its item while
 * it closes.
 */
import FlagIcon from '@mui/icons-material/OutlinedFlagRounded';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import {
  MODERATION_MESSAGES as M,
  type TModerationContentType,
} from '@pflegepuls/shared/moderation-messages';
import { lazy, Suspense, useState } from 'react';

const ReportDialog = lazy(() => import('./report-dialog.tsx'));

type TTarget = { contentType: TModerationContentType; contentId: number };

export function useReport() {
  const [target, setTarget] = useState<TTarget | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const openReport = (contentType: TModerationContentType, contentId: number) => {
    setTarget({ contentType, contentId });
    setIsOpen(true);
  };
  const reportDialog = target && (
    <Suspense fallback={null}>
      <ReportDialog
        open={isOpen}
        contentType={target.contentType}
        contentId={target.contentId}
        onClose={() => setIsOpen(false)}
      />
    </Suspense>
  );
  return { openReport, reportDialog };
}

/** The menu entry: closes the menu, then opens the dialog; `withIcon` in menus whose entries have icons. */
export function ReportMenuItem({
  onClose,
  onReport,
  withIcon = false,
}: {
  onClose: () => void;
  onReport: () => void;
  withIcon?: boolean;
}) {
  return (
    <MenuItem
      onClick={() => {
        onClose();
        onReport();
      }}
    >
      {withIcon && (
        <ListItemIcon>
          <FlagIcon fontSize="small" />
        </ListItemIcon>
      )}
      {M.report}
    </MenuItem>
  );
}

/** A quiet "Melden" button for pages without an action menu (job ads, company profiles, wiki pages). */
export function ReportButton({ contentType, contentId }: TTarget) {
  const { openReport, reportDialog } = useReport();
  return (
    <>
      <Button
        size="small"
        color="secondary"
        startIcon={<FlagIcon />}
        onClick={() => openReport(contentType, contentId)}
      >
        {M.report}
      </Button>
      {reportDialog}
    </>
  );
}
