/** Admins on a company page: verify the company and assign an owner or recruiter by user name. */
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type TCompany } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../platform/http.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useAssignMemberMutation, useVerifyCompanyMutation } from '../api.ts';

export function CompanyAdminTools({ company }: { company: TCompany }) {
  const toast = useToast();
  const verify = useVerifyCompanyMutation(company.id);
  const assign = useAssignMemberMutation(company.id);
  const [userName, setUserName] = useState('');
  const [role, setRole] = useState<'owner' | 'recruiter'>('owner');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { userName: userName.trim(), role },
      {
        onSuccess: () => {
          setError(undefined);
          setUserName('');
          toast({ message: `${COMPANY_ROLE_LABELS[role]} zugeordnet.`, severity: 'success' });
        },
        onError: (e) => setError((e instanceof ApiError && e.firstFieldError) || e.message),
      },
    );
  };
  return (
    <Card
      component="section"
      aria-labelledby="company-admin"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="company-admin" component="h2" variant="h6">
        Verwaltung (Admin)
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={company.isVerified}
            onChange={(e) => verify.mutate(e.target.checked)}
            disabled={verify.isPending}
          />
        }
        label="verifiziert"
      />
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr auto' }, gap: 1.5 }}
      >
        <TextField
          label="Benutzername"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          size="small"
          error={Boolean(error)}
          helperText={error}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        <TextField
          select
          label="Rolle"
          value={role}
          onChange={(e) => setRole(e.target.value as 'owner' | 'recruiter')}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {COMPANY_ROLES.map((r) => (
            <option key={r} value={r}>
              {COMPANY_ROLE_LABELS[r]}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={assign.isPending || !userName.trim()}>
          Zuordnen
        </Button>
      </Box>
    </Card>
  );
}
