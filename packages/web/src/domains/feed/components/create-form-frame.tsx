/** The layout both create forms share (title, fields, error, actions) and their submit-error text. */
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useId,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { DiscardChangesDialog } from '../../../ui/discard-changes-dialog.tsx';
import type { TCreateRequest } from '../create-store.ts';

const FRAME_TEXTS = {
  cancel: 'Abbrechen',
  close: 'Schließen',
} as const;

export type TCreateFormProps = {
  request: TCreateRequest;
  onDone: () => void;
  /** In a dialog or sheet the form names itself; in a drawer the drawer's title does. */
  showTitle: boolean;
  titleId?: string;
  /**
   * While something is typed, the form puts its "Änderungen verwerfen?" question here, so the sheet
   * around it (Escape, backdrop, swipe, browser back) asks instead of closing; null otherwise.
   */
  closeRequestRef?: RefObject<(() => void) | null>;
};

type TFrameProps = {
  title: string;
  titleId?: string;
  showTitle: boolean;
  onClose: () => void;
  /** Something was typed or attached: closing asks "Änderungen verwerfen?" first. */
  hasDraft: boolean;
  closeRequestRef?: RefObject<(() => void) | null>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  canSubmit: boolean;
  isSubmitting: boolean;
  error: string | null;
  /** Why the submit button is still disabled, next to it (e.g. "Wähle noch einen Kanal aus."). */
  hint?: string | null;
  toolbar?: ReactNode;
  children: ReactNode;
};

/** Title, scrolling fields, then the error and the actions: one layout for both forms. */
export function FormFrame(props: TFrameProps) {
  const { title, titleId, showTitle, onClose, onSubmit, submitLabel, canSubmit, isSubmitting, error } = props;
  const { hasDraft, closeRequestRef } = props;
  const hintId = useId();
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const requestClose = useCallback(
    () => (hasDraft ? setAskingToDiscard(true) : onClose()),
    [hasDraft, onClose],
  );
  useEffect(() => {
    if (!closeRequestRef) return;
    closeRequestRef.current = hasDraft ? () => setAskingToDiscard(true) : null;
    return () => {
      closeRequestRef.current = null;
    };
  }, [closeRequestRef, hasDraft]);
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      {showTitle && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: { xs: 2.5, sm: 3 },
            pt: { xs: 1, sm: 2.5 },
            pb: 1,
          }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={FRAME_TEXTS.close} onClick={requestClose} edge="end">
            <CloseRounded />
          </IconButton>
        </Box>
      )}
      <Box sx={{ px: { xs: 2.5, sm: 3 }, py: 1.5, display: 'grid', gap: 2, overflowY: 'auto', minHeight: 0 }}>
        {props.children}
        {props.toolbar && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{props.toolbar}</Box>}
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2.5, sm: 3 },
          py: 2,
          borderTop: 1,
          borderColor: 'divider',
          pb: 'calc(16px + env(safe-area-inset-bottom))',
        }}
      >
        <Typography id={hintId} role="status" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {props.hint}
        </Typography>
        <Button color="secondary" onClick={requestClose}>
          {FRAME_TEXTS.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSubmit || isSubmitting}
          aria-describedby={props.hint ? hintId : undefined}
        >
          {isSubmitting ? (
            <CircularProgress size={20} color="inherit" aria-label="Wird gesendet" />
          ) : (
            submitLabel
          )}
        </Button>
      </Box>
      <DiscardChangesDialog
        open={isAskingToDiscard}
        onKeepEditing={() => setAskingToDiscard(false)}
        onDiscard={() => {
          setAskingToDiscard(false);
          onClose();
        }}
      />
    </Box>
  );
}
