/**
 * Discreet mode on a company's page (docs/companies.md): a member outside the company can hide
 * from it, so its team no longer finds them in search, suggestions or on their profile.
 */
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useDiscreetCompaniesQuery, useDiscreetMutation } from '../api.ts';
import { COMPANY_TEXTS as T } from '../texts.ts';

export function DiscreetCard({ companyId, companyName }: { companyId: number; companyName: string }) {
  const list = useDiscreetCompaniesQuery();
  const change = useDiscreetMutation();
  const toast = useToast();
  // While the change is on its way the switch shows where it goes: set in the click's own render
  // (the mutation's pending state arrives a tick later, and the switch would flick back meanwhile).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const hidden = wanted ?? Boolean(list.data?.companies.some((c) => c.id === companyId));
  return (
    <Card component="section" aria-labelledby="company-discreet" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <VisibilityOffOutlined color="action" aria-hidden="true" />
        <Typography id="company-discreet" component="h2" variant="h6">
          {T.discreet}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.discreetText(companyName)}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={hidden}
            disabled={list.isPending}
            onChange={(event) => {
              setWanted(event.target.checked);
              change.mutate(
                { companyId, hide: event.target.checked },
                {
                  onSuccess: (_answer, { hide }) =>
                    toast({ message: hide ? T.discreetOn : T.discreetOff, severity: 'success' }),
                  onError: (error) => toast({ message: error.message, severity: 'error' }),
                  onSettled: () => setWanted(null),
                },
              );
            }}
          />
        }
        label={T.discreetSwitch}
      />
    </Card>
  );
}
