/**
 * The company team's job-ad editor (docs/jobs.md): `/arbeitgeber/{companyId}/stellenanzeigen/neu`
 * creates a draft, `/arbeitgeber/{companyId}/stellenanzeigen/{uid}` edits one and changes its state
 * (veröffentlichen, pausieren, besetzt, zurück zum Entwurf). Validation uses the shared schema; the
 * server checks the same and answers field errors.
 */
import { COMPANY_BENEFITS } from '@pflegepuls/shared/companies';
import {
  EMPLOYMENT_TYPES,
  JOB_AD_STATUS_LABELS,
  jobAdUrl,
  PAY_SCALES,
  SHIFT_MODELS,
  WORK_SUB_AREAS,
  ZJobAdInput,
  type TJobAd,
  type TJobAdInput,
} from '@pflegepuls/shared/jobs';
import { EDUCATION_OPTIONS, WORK_AREA_OPTIONS } from '@pflegepuls/shared/onboarding/options';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '../../../platform/router.tsx';
import { ApiError } from '../../../platform/http.ts';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCompanyQuery } from '../../companies/api.ts';
import { useCurrentUserQuery } from '../../users/api.ts';
import { useJobAdQuery, useJobStatusMutation, useSaveJobAdMutation } from '../api.ts';
import { htmlToEditorText, textToHtml } from '../description-text.ts';

type TForm = {
  title: string;
  companyLocationId: string;
  workArea: string;
  workSubArea: string;
  qualification: string;
  employmentType: string;
  hoursPerWeek: string;
  shiftModels: string[];
  payScale: string;
  payGroup: string;
  payMin: string;
  payMax: string;
  driverLicenseRequired: boolean;
  startDate: string;
  endDate: string;
  description: string;
  benefits: string[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
};

function formOf(ad: TJobAd | undefined, firstLocation: number | undefined): TForm {
  return {
    title: ad?.title ?? '',
    companyLocationId: String(ad?.companyLocationId ?? firstLocation ?? ''),
    workArea: ad?.workArea ?? 'krankenhaus',
    workSubArea: ad?.workSubArea ?? '',
    qualification: ad?.qualification ?? 'dreijaehrige_ausbildung',
    employmentType: ad?.employmentType ?? 'vollzeit',
    hoursPerWeek: ad?.hoursPerWeek ? String(ad.hoursPerWeek) : '',
    shiftModels: ad?.shiftModels ?? [],
    payScale: ad?.payScale ?? '',
    payGroup: ad?.payGroup ?? '',
    payMin: ad?.payMin !== null && ad?.payMin !== undefined ? String(ad.payMin) : '',
    payMax: ad?.payMax !== null && ad?.payMax !== undefined ? String(ad.payMax) : '',
    driverLicenseRequired: ad?.driverLicenseRequired ?? false,
    startDate: ad?.startDate ?? '',
    endDate: ad?.endDate ?? '',
    description: ad ? htmlToEditorText(ad.descriptionHtml) : '',
    benefits: ad?.benefits ?? [],
    contactName: ad?.contact?.name ?? '',
    contactEmail: ad?.contact?.email ?? '',
    contactPhone: ad?.contact?.phone ?? '',
  };
}

function toInput(form: TForm): TJobAdInput {
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  return {
    title: form.title,
    companyLocationId: Number(form.companyLocationId),
    workArea: form.workArea as TJobAdInput['workArea'],
    workSubArea: form.workSubArea || null,
    qualification: form.qualification as TJobAdInput['qualification'],
    employmentType: form.employmentType as TJobAdInput['employmentType'],
    hoursPerWeek: form.employmentType === 'teilzeit' ? num(form.hoursPerWeek) : null,
    shiftModels: form.shiftModels as TJobAdInput['shiftModels'],
    payScale: (form.payScale || null) as TJobAdInput['payScale'],
    payGroup: form.payScale ? form.payGroup || null : null,
    payMin: num(form.payMin),
    payMax: num(form.payMax),
    driverLicenseRequired: form.driverLicenseRequired,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    descriptionHtml: textToHtml(form.description),
    benefits: form.benefits as TJobAdInput['benefits'],
    contact: form.contactName.trim()
      ? { name: form.contactName, email: form.contactEmail || null, phone: form.contactPhone || null }
      : null,
  };
}

function Field({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 0.5 }}>{children}</Box>;
}

function JobAdForm({ companyId, ad }: { companyId: number; ad: TJobAd | undefined }) {
  const company = useCompanyQuery(companyId);
  const navigate = useNavigate();
  const toast = useToast();
  const [form, setForm] = useState<TForm>(() => formOf(ad, company.data?.locations[0]?.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveJobAdMutation(companyId, ad?.uid ?? null);
  const status = useJobStatusMutation();
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) =>
    setForm((old) => ({ ...old, [key]: value }));
  const toggle = (key: 'shiftModels' | 'benefits', value: string) =>
    set(key, form[key].includes(value) ? form[key].filter((v) => v !== value) : [...form[key], value]);
  const subAreas = WORK_SUB_AREAS[form.workArea as keyof typeof WORK_SUB_AREAS] as ReadonlyArray<{
    value: string;
    label: string;
  }>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(form);
    const parsed = ZJobAdInput.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: ({ jobAd }) => {
        toast({ message: 'Stellenanzeige gespeichert.', severity: 'success' });
        if (!ad) void navigate(`/arbeitgeber/${companyId}/stellenanzeigen/${jobAd.uid}`, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          setErrors(
            Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.split('.')[0]!, v[0]!])),
          );
        toast({ message: error.message, severity: 'error' });
      },
    });
  };
  const changeStatus = (next: 'draft' | 'published' | 'paused' | 'filled') =>
    ad &&
    status.mutate(
      { uid: ad.uid, status: next },
      {
        onSuccess: ({ jobAd }) =>
          toast({ message: `Status: ${JOB_AD_STATUS_LABELS[jobAd.status]}`, severity: 'success' }),
        onError: (error) =>
          toast({
            message: (error instanceof ApiError && error.firstFieldError) || error.message,
            severity: 'error',
          }),
      },
    );

  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const err = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {ad && (
        <Card sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700, mr: 1 }}>
            Status: <Chip label={JOB_AD_STATUS_LABELS[ad.status]} sx={{ fontWeight: 700 }} size="small" />
          </Typography>
          {ad.status !== 'published' && (
            <Button variant="contained" onClick={() => changeStatus('published')} disabled={status.isPending}>
              Veröffentlichen
            </Button>
          )}
          {ad.status === 'published' && (
            <Button variant="outlined" onClick={() => changeStatus('paused')} disabled={status.isPending}>
              Pausieren
            </Button>
          )}
          {ad.status !== 'filled' && ad.status !== 'draft' && (
            <Button variant="outlined" onClick={() => changeStatus('filled')} disabled={status.isPending}>
              Als besetzt markieren
            </Button>
          )}
          {ad.status !== 'draft' && (
            <Button onClick={() => changeStatus('draft')} disabled={status.isPending}>
              Zurück zum Entwurf
            </Button>
          )}
          <Button component={Link} to={jobAdUrl(ad.uid, ad.company.name)}>
            Ansehen
          </Button>
          <Button component={Link} to={`/arbeitgeber/${ad.company.id}/stellenanzeigen/${ad.uid}/bewerbungen`}>
            Bewerbungen
          </Button>
        </Card>
      )}
      <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <TextField
          label="Titel"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          required
          {...err('title')}
        />
        <TextField
          select
          label="Standort"
          value={form.companyLocationId}
          onChange={(e) => set('companyLocationId', e.target.value)}
          slotProps={select}
          {...err('companyLocationId')}
        >
          {company.data?.locations.map((l) => (
            <option key={l.id} value={l.id}>
              {[l.street, `${l.plz} ${l.city}`].filter(Boolean).join(', ')}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            select
            label="Arbeitsbereich"
            value={form.workArea}
            onChange={(e) => setForm((old) => ({ ...old, workArea: e.target.value, workSubArea: '' }))}
            slotProps={select}
            {...err('workArea')}
          >
            {WORK_AREA_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Bereich / Station"
            value={form.workSubArea}
            onChange={(e) => set('workSubArea', e.target.value)}
            slotProps={select}
            disabled={subAreas.length === 0}
            {...err('workSubArea')}
          >
            <option value="">Keine Angabe</option>
            {subAreas.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Geforderte Qualifikation"
            value={form.qualification}
            onChange={(e) => set('qualification', e.target.value)}
            slotProps={select}
            {...err('qualification')}
          >
            {EDUCATION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Anstellung"
            value={form.employmentType}
            onChange={(e) => set('employmentType', e.target.value)}
            slotProps={select}
            {...err('employmentType')}
          >
            {EMPLOYMENT_TYPES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          {form.employmentType === 'teilzeit' && (
            <TextField
              label="Wochenstunden"
              type="number"
              value={form.hoursPerWeek}
              onChange={(e) => set('hoursPerWeek', e.target.value)}
              {...err('hoursPerWeek')}
            />
          )}
        </Box>
        <Field>
          <Typography component="h2" variant="subtitle2" id="shift-label">
            Schichtmodelle
          </Typography>
          <FormGroup row aria-labelledby="shift-label">
            {SHIFT_MODELS.map((s) => (
              <FormControlLabel
                key={s.value}
                control={
                  <Checkbox
                    checked={form.shiftModels.includes(s.value)}
                    onChange={() => toggle('shiftModels', s.value)}
                  />
                }
                label={s.label}
              />
            ))}
          </FormGroup>
          {errors['shiftModels'] && <FormHelperText error>{errors['shiftModels']}</FormHelperText>}
        </Field>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField
            select
            label="Tarif"
            value={form.payScale}
            onChange={(e) => set('payScale', e.target.value)}
            slotProps={select}
            {...err('payScale')}
          >
            <option value="">Kein Tarif</option>
            {PAY_SCALES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="Entgeltgruppe"
            value={form.payGroup}
            onChange={(e) => set('payGroup', e.target.value)}
            disabled={!form.payScale}
            {...err('payGroup')}
          />
          <TextField
            label="Gehalt ab (Monat)"
            type="number"
            value={form.payMin}
            onChange={(e) => set('payMin', e.target.value)}
            {...err('payMin')}
          />
          <TextField
            label="Gehalt bis (Monat)"
            type="number"
            value={form.payMax}
            onChange={(e) => set('payMax', e.target.value)}
            {...err('payMax')}
          />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
            gap: 2,
            alignItems: 'center',
          }}
        >
          <TextField
            label="Beginn"
            type="date"
            value={form.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('startDate')}
          />
          <TextField
            label="Anzeige läuft bis"
            type="date"
            value={form.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('endDate')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.driverLicenseRequired}
                onChange={(e) => set('driverLicenseRequired', e.target.checked)}
              />
            }
            label="Führerschein erforderlich"
          />
        </Box>
        <TextField
          label="Beschreibung"
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          multiline
          minRows={10}
          {...err('descriptionHtml')}
          helperText={
            errors['descriptionHtml'] ??
            'Leerzeile = neuer Absatz, „- “ am Zeilenanfang = Aufzählung, „Überschrift:“ allein in einer Zeile = Zwischenüberschrift.'
          }
        />
        <Field>
          <Typography component="h2" variant="subtitle2" id="benefit-label">
            Vorteile
          </Typography>
          <FormGroup row aria-labelledby="benefit-label">
            {COMPANY_BENEFITS.map((b) => (
              <FormControlLabel
                key={b.value}
                control={
                  <Checkbox
                    checked={form.benefits.includes(b.value)}
                    onChange={() => toggle('benefits', b.value)}
                  />
                }
                label={b.label}
              />
            ))}
          </FormGroup>
        </Field>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
          <TextField
            label="Ansprechperson"
            value={form.contactName}
            onChange={(e) => set('contactName', e.target.value)}
            {...err('contact')}
          />
          <TextField
            label="E-Mail"
            type="email"
            value={form.contactEmail}
            onChange={(e) => set('contactEmail', e.target.value)}
          />
          <TextField
            label="Telefon"
            value={form.contactPhone}
            onChange={(e) => set('contactPhone', e.target.value)}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button component={Link} to={`/arbeitgeber/${companyId}`}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {ad ? 'Speichern' : 'Als Entwurf anlegen'}
          </Button>
        </Box>
      </Card>
    </Box>
  );
}

export function JobAdEditPage() {
  const params = useParams();
  const companyId = Number(params['companyId']);
  const uid = params['uid'] === 'neu' ? undefined : params['uid'];
  const ad = useJobAdQuery(uid);
  const company = useCompanyQuery(Number.isSafeInteger(companyId) && companyId > 0 ? companyId : null);
  const loading = company.isPending || (uid !== undefined && ad.isPending);
  const me = useCurrentUserQuery();
  const forbidden =
    (company.data && company.data.myRole === null && !me.data?.isAdmin) || (ad.data && !ad.data.canEdit);
  return (
    <MemberContent>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {uid ? 'Stellenanzeige bearbeiten' : 'Neue Stellenanzeige'}
      </Typography>
      {company.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {company.data.name}
        </Typography>
      )}
      {loading && !company.isError && !ad.isError && (
        <Card role="status" sx={{ p: 3 }} aria-busy="true" aria-label="Editor wird geladen">
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton variant="rounded" height={200} />
        </Card>
      )}
      {(company.isError || ad.isError) && (
        <Alert severity="error">Diese Stellenanzeige gibt es nicht (mehr).</Alert>
      )}
      {!loading && forbidden && (
        <Alert severity="warning">Das dürfen nur Mitglieder dieses Arbeitgebers.</Alert>
      )}
      {!loading && !forbidden && company.data && (!uid || ad.data) && (
        <JobAdForm key={ad.data?.updatedAt ?? 'neu'} companyId={company.data.id} ad={ad.data} />
      )}
    </MemberContent>
  );
}
