/**
 * The period selector every dashboard page shows (001 §2.4, §4.3): last 24 hours, week, month,
 * 52 weeks, or a range of days from the "Zeitraum wählen" dialog. The selection lives in the
 * address (see ../period.ts), so every section and a reload show the same period.
 */
import EditCalendarRounded from '@mui/icons-material/EditCalendarRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TAdminPeriod } from '@pflegepuls/shared/constants';
import { useState } from 'react';
import { formatDay } from '../format.ts';
import { useAdminPeriod } from '../period.ts';
import { RangeDialog } from './range-dialog.tsx';

export const PERIOD_LABELS: Record<TAdminPeriod, string> = {
  last24h: 'Letzte 24 Stunden',
  lastWeek: 'Letzte Woche',
  lastMonth: 'Letzter Monat',
  allTime: 'Gesamt (52 Wochen)',
  custom: 'Eigener Zeitraum …',
};

export function PeriodSelector() {
  const { period, from, to, setPeriod, setRange, clearRange } = useAdminPeriod();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const openDialog = () =>
    setDialog((current) => ({ open: true, key: current.open ? current.key : current.key + 1 }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: { xs: 1, sm: 'none' }, minWidth: 0 }}>
      <TextField
        select
        size="small"
        label="Zeitraum"
        value={period}
        onChange={(event) => {
          const next = event.target.value as TAdminPeriod;
          if (next === 'custom') openDialog();
          else setPeriod(next);
        }}
        slotProps={{
          select: {
            renderValue: (value) =>
              value === 'custom' && from && to
                ? `${formatDay(from)} – ${formatDay(to)}`
                : PERIOD_LABELS[value as TAdminPeriod],
          },
        }}
        // Wide enough for a range of days; the field's text would otherwise run under the next button.
        sx={{ width: { xs: 'auto', sm: 260 }, flex: { xs: 1, sm: 'none' }, minWidth: 0 }}
      >
        {(Object.keys(PERIOD_LABELS) as TAdminPeriod[]).map((key) => (
          <MenuItem
            key={key}
            value={key}
            // Picking "Eigener Zeitraum" again (it is already selected) changes nothing: open the dialog.
            onClick={key === 'custom' && period === 'custom' ? openDialog : undefined}
          >
            {PERIOD_LABELS[key]}
          </MenuItem>
        ))}
      </TextField>
      {period === 'custom' && (
        <IconButton onClick={openDialog} aria-label="Zeitraum ändern">
          <EditCalendarRounded />
        </IconButton>
      )}
      <RangeDialog
        key={dialog.key}
        open={dialog.open}
        initial={{ from: from ?? '', to: to ?? '' }}
        onApply={(start, end) => {
          setRange(start, end);
          closeDialog();
        }}
        onClear={() => {
          clearRange();
          closeDialog();
        }}
        onCancel={closeDialog}
      />
    </Box>
  );
}
