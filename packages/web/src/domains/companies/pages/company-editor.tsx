/**
 * `/arbeitgeber/{companyId}/bearbeiten`: the company team edits its profile (name, type, size, about,
 * benefits, contact person), its logo, cover and photos (components/picture-editor.tsx) and its
 * locations (by postal code; coordinates come from the postal data).
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  COMPANY_BENEFITS,
  COMPANY_COUNTRIES,
  COMPANY_FACILITY_TYPES,
  COMPANY_SIZES,
  ZCompanyUpdate,
  type TCompany,
  type TCompanyUpdate,
} from '@pflegepuls/shared/companies';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from '../../../platform/router.tsx';
import { ApiError } from '../../../platform/http.ts';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import {
  useAddLocationMutation,
  useCompanyQuery,
  useRemoveLocationMutation,
  useUpdateCompanyMutation,
} from '../api.ts';
import { CompanyPictures } from '../components/picture-editor.tsx';
import { COMPANY_TEXTS as T } from '../texts.ts';

const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

function ProfileForm({ company }: { company: TCompany }) {
  const toast = useToast();
  const update = useUpdateCompanyMutation(company.id);
  const [form, setForm] = useState({
    name: company.name,
    facilityType: company.facilityType as string,
    size: (company.size ?? '') as string,
    about: company.about ?? '',
    benefits: company.benefits as string[],
    contactName: company.contactPerson?.name ?? '',
    contactPosition: company.contactPerson?.position ?? '',
    contactEmail: company.contactPerson?.email ?? '',
    contactPhone: company.contactPerson?.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form, value: string | string[]) =>
    setForm((old) => ({ ...old, [key]: value }));
  const err = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: form.name,
      facilityType: form.facilityType,
      size: form.size || null,
      about: form.about,
      benefits: form.benefits,
      contactPerson: form.contactName.trim()
        ? {
            name: form.contactName,
            position: form.contactPosition,
            email: form.contactEmail,
            phone: form.contactPhone,
          }
        : null,
    } as TCompanyUpdate;
    const parsed = ZCompanyUpdate.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: () => toast({ message: T.saved, severity: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]!])));
        toast({ message: error.message, severity: 'error' });
      },
    });
  };

  return (
    <Card component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <TextField
        label="Name"
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        required
        {...err('name')}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label={T.facilityType}
          value={form.facilityType}
          onChange={(e) => set('facilityType', e.target.value)}
          slotProps={select}
          {...err('facilityType')}
        >
          {COMPANY_FACILITY_TYPES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={T.size}
          value={form.size}
          onChange={(e) => set('size', e.target.value)}
          slotProps={select}
        >
          <option value="">Keine Angabe</option>
          {COMPANY_SIZES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        label={T.about}
        value={form.about}
        onChange={(e) => set('about', e.target.value)}
        multiline
        minRows={5}
        {...err('about')}
      />
      <Box>
        <Typography component="h2" variant="subtitle2" id="company-benefit-label">
          {T.benefits}
        </Typography>
        <FormGroup row aria-labelledby="company-benefit-label">
          {COMPANY_BENEFITS.map((b) => (
            <FormControlLabel
              key={b.value}
              control={
                <Checkbox
                  checked={form.benefits.includes(b.value)}
                  onChange={() =>
                    set(
                      'benefits',
                      form.benefits.includes(b.value)
                        ? form.benefits.filter((v) => v !== b.value)
                        : [...form.benefits, b.value],
                    )
                  }
                />
              }
              label={b.label}
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="Ansprechperson"
          value={form.contactName}
          onChange={(e) => set('contactName', e.target.value)}
          {...err('contactPerson.name')}
        />
        <TextField
          label="Funktion"
          value={form.contactPosition}
          onChange={(e) => set('contactPosition', e.target.value)}
        />
        <TextField
          label="E-Mail"
          type="email"
          value={form.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
          {...err('contactPerson.email')}
        />
        <TextField
          label="Telefon"
          value={form.contactPhone}
          onChange={(e) => set('contactPhone', e.target.value)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button component={Link} to={`/arbeitgeber/${company.id}`}>
          Zum Profil
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Speichern
        </Button>
      </Box>
    </Card>
  );
}

function Locations({ company }: { company: TCompany }) {
  const toast = useToast();
  const add = useAddLocationMutation(company.id);
  const remove = useRemoveLocationMutation(company.id);
  const [plz, setPlz] = useState('');
  const [country, setCountry] = useState<string>('DE');
  const [street, setStreet] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { plz, country: country as 'DE', street },
      {
        onSuccess: () => {
          setPlz('');
          setStreet('');
          setError(undefined);
        },
        onError: (e) => setError((e instanceof ApiError && e.firstFieldError) || e.message),
      },
    );
  };
  return (
    <Card
      component="section"
      aria-labelledby="company-locations-edit"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="company-locations-edit" component="h2" variant="h6">
        {T.locations}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {company.locations.map((l) => (
          <Box component="li" key={l.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1 }} variant="body2">
              {[l.street, `${l.plz} ${l.city}`, l.country].filter(Boolean).join(', ')}
            </Typography>
            <IconButton
              aria-label={`Standort ${l.plz} ${l.city} entfernen`}
              onClick={() =>
                remove.mutate(l.id, {
                  onError: (e) => toast({ message: e.message, severity: 'error' }),
                })
              }
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' }, gap: 1.5 }}
      >
        <TextField
          label="Straße und Hausnummer"
          value={street}
          onChange={(e) => setStreet(e.target.value)}
          size="small"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        <TextField
          label="Postleitzahl"
          value={plz}
          onChange={(e) => setPlz(e.target.value)}
          size="small"
          error={Boolean(error)}
        />
        <TextField
          select
          label="Land"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          size="small"
          slotProps={select}
        >
          {COMPANY_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c === 'DE' ? 'Deutschland' : c === 'AT' ? 'Österreich' : 'Schweiz'}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          Hinzufügen
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Card>
  );
}

export function CompanyEditPage() {
  const companyId = Number(useParams()['companyId']);
  const query = useCompanyQuery(Number.isSafeInteger(companyId) && companyId > 0 ? companyId : null);
  const me = useCurrentUserQuery();
  const company = query.data;
  const allowed = company && (company.myRole !== null || me.data?.isAdmin);
  return (
    <MemberContent>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {T.editProfile}
      </Typography>
      {query.isPending && (
        <Card role="status" sx={{ p: 3 }} aria-busy="true" aria-label="Profil wird geladen">
          <Skeleton height={48} />
          <Skeleton variant="rounded" height={160} />
        </Card>
      )}
      {query.isError && <Alert severity="error">{T.notFound}</Alert>}
      {company && !allowed && (
        <Alert severity="warning">Das dürfen nur Mitglieder dieses Arbeitgebers.</Alert>
      )}
      {company && allowed && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ProfileForm key={company.name} company={company} />
          <CompanyPictures company={company} />
          <Locations company={company} />
        </Box>
      )}
    </MemberContent>
  );
}
