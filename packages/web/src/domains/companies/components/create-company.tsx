/** Admins create a company by name and facility type; its page opens for the rest of the profile. */
import AddRounded from '@mui/icons-material/AddRounded';
import { COMPANY_FACILITY_TYPES, ZCompanyCreate } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../platform/router.tsx';
import { ApiError } from '../../../platform/http.ts';
import { useCreateCompanyMutation } from '../api.ts';

export function CreateCompany() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [facilityType, setFacilityType] = useState('krankenhaus');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateCompanyMutation();
  const navigate = useNavigate();
  if (!open)
    return (
      <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        Arbeitgeber anlegen
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCompanyCreate.safeParse({ name, facilityType });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    create.mutate(parsed.data, {
      onSuccess: ({ company }) => void navigate(`/arbeitgeber/${company.id}/bearbeiten`),
      onError: (e) => setError((e instanceof ApiError && e.firstFieldError) || e.message),
    });
  };
  return (
    <Card component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, gap: 1.5 }}>
        <TextField
          label="Name des Arbeitgebers"
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          error={Boolean(error)}
          helperText={error}
          autoFocus
        />
        <TextField
          select
          label="Art der Einrichtung"
          value={facilityType}
          onChange={(e) => setFacilityType(e.target.value)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {COMPANY_FACILITY_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Anlegen
        </Button>
      </Box>
    </Card>
  );
}
