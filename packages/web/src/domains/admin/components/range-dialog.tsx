/**
 * "Zeitraum wählen" (001 §2.4 "Select Date Range"): start and end as native date inputs, then
 * "Zurücksetzen" (back to the last week), "Abbrechen" and "Zeitraum übernehmen", which stays
 * disabled until both days are set and fit the rules in ../range.ts. A bottom sheet of at most 95 %
 * of the height on phones (001 §9), a centred dialog on larger screens.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getCalendarDay } from '@pflegepuls/shared/time';
import { useId, useState } from 'react';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { canApplyRange, getRangeErrors, getRangeLimits, type TRangeDraft } from '../range.ts';

type TRangeDialogProps = {
  open: boolean;
  /** The range shown now, if any: the fields start with it. */
  initial: TRangeDraft;
  onApply: (from: string, to: string) => void;
  onClear: () => void;
  onCancel: () => void;
};

/** The custom range dialog; mount it anew (a new `key`) for each opening, so it starts from `initial`. */
export function RangeDialog({ open, initial, onApply, onClear, onCancel }: TRangeDialogProps) {
  const titleId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<TRangeDraft>(initial);
  // The dialog is mounted anew for each opening: "today" is the day it was opened.
  const [today] = useState(() => getCalendarDay(Date.now()));
  const limits = getRangeLimits(draft, today);
  const errors = getRangeErrors(draft, today);
  const canApply = canApplyRange(draft, today);

  return (
    <ResponsiveSheet open={open} onClose={onCancel} labelledBy={titleId} describedBy={hintId} maxWidth="xs">
      <DialogTitle id={titleId}>Zeitraum wählen</DialogTitle>
      <DialogContent sx={{ overflowY: 'auto' }}>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Start und Ende zählen mit. Das Ende darf höchstens heute sein.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canApply) onApply(draft.from, draft.to);
          }}
          sx={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            pt: 1,
            // The native picker's icon and popup follow the colour mode.
            '& input': { colorScheme: theme.palette.mode },
          })}
        >
          <TextField
            type="date"
            label="Startdatum"
            value={draft.from}
            onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            error={Boolean(errors.from)}
            helperText={errors.from ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: limits.fromMax } }}
            fullWidth
          />
          <TextField
            type="date"
            label="Enddatum"
            value={draft.to}
            onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
            error={Boolean(errors.to)}
            helperText={errors.to ?? ' '}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: limits.toMin, max: limits.toMax },
            }}
            fullWidth
          />
          {/* Enter in a field applies the range like the button. */}
          <button type="submit" hidden disabled={!canApply} />
        </Box>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClear} color="inherit" sx={{ mr: 'auto' }}>
          Zurücksetzen
        </Button>
        <Button onClick={onCancel} color="inherit">
          Abbrechen
        </Button>
        <Button
          variant="contained"
          disabled={!canApply}
          onClick={() => onApply(draft.from, draft.to)}
          sx={{ flex: { xs: '1 1 100%', sm: 'none' }, order: { xs: -1, sm: 0 } }}
        >
          Zeitraum übernehmen
        </Button>
      </DialogActions>
    </ResponsiveSheet>
  );
}
