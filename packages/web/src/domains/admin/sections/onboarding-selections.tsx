/**
 * "Auswahl-Verteilung" (001 §2.4, §3.3): per wizard field how often each option was chosen, as bars
 * with count and share, and their CSV download. Empty or failed statistics show "Keine
 * Auswahl-Daten verfügbar" (§8.3), the failure with a retry.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { CsvButton } from '../components/csv-button.tsx';
import { useAdminPeriod } from '../period.ts';
import { formatCount, formatPercent } from './funnel-format.ts';
import { FIELD_LABELS, labelOf, optionLabel } from './funnel-labels.ts';
import { useFieldSelectionsQuery } from './funnels-api.ts';

export function OnboardingSelections({ isPhone }: { isPhone: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <CsvButton path={ADMIN_PATHS.fieldSelections} label="Auswahl als CSV" />
      </Box>
      <SelectionFields isPhone={isPhone} />
    </Box>
  );
}

function SelectionFields({ isPhone }: { isPhone: boolean }) {
  const { period, from, to } = useAdminPeriod();
  const selections = useFieldSelectionsQuery({ period, from, to });

  if (selections.isPending)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label="Auswahl-Verteilung wird geladen"
        sx={{ display: 'grid', gap: 1 }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  if (selections.isError)
    return (
      <LoadErrorAlert onRetry={() => void selections.refetch()} isRetrying={selections.isFetching}>
        {ADMIN_MESSAGES.noSelections}
      </LoadErrorAlert>
    );
  const fields = selections.data.data.filter((field) => field.options.length > 0);
  if (fields.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {ADMIN_MESSAGES.noSelections}
      </Typography>
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: isPhone ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
        gap: 3,
      }}
    >
      {fields.map((field) => (
        <Box component="section" key={field.field_id} aria-labelledby={`selection-${field.field_id}`}>
          <Box
            sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}
          >
            <Typography
              id={`selection-${field.field_id}`}
              component="h3"
              variant="subtitle2"
              sx={{ fontWeight: 750 }}
            >
              {labelOf(FIELD_LABELS, field.field_id)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatCount(field.total_selections)} Auswahlen
            </Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {field.options.map((option) => (
              <Box component="li" key={option.value}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {optionLabel(field.field_id, option.value)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCount(option.count)} · {formatPercent(option.percentage)}
                  </Typography>
                </Box>
                <Box aria-hidden="true" sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
                  <Box
                    sx={{
                      height: '100%',
                      borderRadius: 3,
                      bgcolor: 'primary.main',
                      width: `${Math.min(100, Math.max(0, option.percentage))}%`,
                    }}
                  />
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
