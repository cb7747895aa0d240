/** "CSV herunterladen": the statistic of the shown period as a file (the server writes it, format=csv). */
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { adminPeriodSearch, useAdminPeriod } from '../period.ts';

export function CsvButton({ path, label = 'CSV herunterladen' }: { path: string; label?: string }) {
  const { period, from, to } = useAdminPeriod();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadRounded />}
      href={`${path}?${adminPeriodSearch({ period, from, to }, { format: 'csv' })}`}
      download
    >
      {label}
    </Button>
  );
}
