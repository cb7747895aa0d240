import {
  PROFILE_SECTION_SCHEMAS,
  type TProfileSection,
  type TPublicProfile,
} from '@pflegepuls/shared/profile';
import {
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  PROFILE_MESSAGES,
} from '@pflegepuls/shared/profile-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useToast } from '../../../../ui/toast.tsx';
import { settingsApi, useProfileQuery, useUsersMutation } from '../../api.ts';
import { formatPeriod } from '../format.ts';
import { applyServerErrors, FormField } from './form-field.tsx';
import { SettingsCard } from './settings-card.tsx';
import { LoadErrorAlert } from '../../../../ui/load-error-alert.tsx';

type TField = {
  name: string;
  label: string;
  kind?: 'text' | 'month' | 'multiline' | 'year' | 'level' | 'current';
  required?: boolean;
  helperText?: string;
};

type TSectionConfig = {
  title: string;
  description: string;
  addLabel: string;
  empty: string;
  fields: TField[];
  emptyValues: Record<string, unknown>;
  /** The profile's list for this section. */
  list: (profile: TPublicProfile) => Array<{ id: number } & Record<string, unknown>>;
  /** Title and detail line of an entry in the list. */
  describe: (entry: Record<string, unknown>) => { primary: string; secondary: string };
};

const s = (value: unknown) => (typeof value === 'string' ? value : '');

const SECTIONS: Record<TProfileSection, TSectionConfig> = {
  experiences: {
    title: 'Berufserfahrung',
    description: 'Stationen, Einrichtungen und deine Aufgaben.',
    addLabel: 'Berufserfahrung hinzufügen',
    empty: 'Noch keine Berufserfahrung eingetragen.',
    fields: [
      { name: 'title', label: 'Position', required: true },
      { name: 'employer', label: 'Arbeitgeber', required: true },
      { name: 'location', label: 'Station / Ort' },
      { name: 'fromMonth', label: 'Beginn', kind: 'month', required: true },
      { name: 'isCurrent', label: 'Aktuelle Position', kind: 'current' },
      { name: 'toMonth', label: 'Ende', kind: 'month' },
      { name: 'description', label: 'Beschreibung', kind: 'multiline' },
    ],
    emptyValues: {
      title: '',
      employer: '',
      location: '',
      fromMonth: '',
      toMonth: '',
      isCurrent: false,
      description: '',
    },
    list: (p) => p.jobExperiences,
    describe: (e) => ({
      primary: s(e['title']),
      secondary: `${s(e['employer'])} · ${formatPeriod(s(e['fromMonth']), e['isCurrent'] ? null : s(e['toMonth']) || null)}`,
    }),
  },
  educations: {
    title: 'Ausbildung',
    description: 'Ausbildung, Studium und Abschlüsse.',
    addLabel: 'Ausbildung hinzufügen',
    empty: 'Noch keine Ausbildung eingetragen.',
    fields: [
      { name: 'degree', label: 'Abschluss', required: true },
      { name: 'institution', label: 'Schule / Hochschule', required: true },
      { name: 'fromMonth', label: 'Beginn', kind: 'month', required: true },
      { name: 'toMonth', label: 'Ende', kind: 'month', helperText: 'Leer lassen, wenn du noch dabei bist.' },
    ],
    emptyValues: { degree: '', institution: '', fromMonth: '', toMonth: '' },
    list: (p) => p.educations,
    describe: (e) => ({
      primary: s(e['degree']),
      secondary: `${s(e['institution'])} · ${formatPeriod(s(e['fromMonth']), s(e['toMonth']) || null)}`,
    }),
  },
  languages: {
    title: 'Sprachen',
    description: 'Welche Sprachen sprichst du?',
    addLabel: 'Sprache hinzufügen',
    empty: 'Noch keine Sprachen eingetragen.',
    fields: [
      { name: 'name', label: 'Sprache', required: true },
      { name: 'level', label: 'Niveau', kind: 'level', required: true },
    ],
    emptyValues: { name: '', level: 'good' },
    list: (p) => p.languages,
    describe: (e) => ({
      primary: s(e['name']),
      secondary: LANGUAGE_LEVEL_LABELS[e['level'] as keyof typeof LANGUAGE_LEVEL_LABELS] ?? '',
    }),
  },
  skills: {
    title: 'Kenntnisse',
    description: 'Fachliche Schwerpunkte, z. B. Wundmanagement oder Kinästhetik.',
    addLabel: 'Kenntnis hinzufügen',
    empty: 'Noch keine Kenntnisse eingetragen.',
    fields: [{ name: 'name', label: 'Kenntnis', required: true }],
    emptyValues: { name: '' },
    list: (p) => p.skills,
    describe: (e) => ({ primary: s(e['name']), secondary: '' }),
  },
  trainings: {
    title: 'Weiterbildungen',
    description: 'Fachweiterbildungen, Kurse und Zertifikate.',
    addLabel: 'Weiterbildung hinzufügen',
    empty: 'Noch keine Weiterbildungen eingetragen.',
    fields: [
      { name: 'title', label: 'Weiterbildung', required: true },
      { name: 'provider', label: 'Anbieter' },
      { name: 'year', label: 'Jahr', kind: 'year', required: true },
    ],
    emptyValues: { title: '', provider: '', year: new Date().getFullYear() },
    list: (p) => p.trainings,
    describe: (e) => ({
      primary: s(e['title']),
      secondary: [s(e['provider']), String(e['year'])].filter(Boolean).join(' · '),
    }),
  },
};

export const CV_SECTIONS = Object.keys(SECTIONS) as TProfileSection[];

type TEditing = { section: TProfileSection; entry: ({ id: number } & Record<string, unknown>) | null };

/** The CV sections of the own profile with add, edit and delete dialogs. */
export function CvSettings({ userName }: { userName: string }) {
  const { data: profile, isPending, error, refetch } = useProfileQuery(userName);
  const [editing, setEditing] = useState<TEditing | null>(null);

  if (isPending)
    return (
      <Stack spacing={2}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  if (error)
    return <LoadErrorAlert onRetry={() => void refetch()}>{PROFILE_MESSAGES.loadFailed}</LoadErrorAlert>;

  return (
    <Stack spacing={2}>
      {CV_SECTIONS.map((section) => {
        const config = SECTIONS[section];
        const entries = config.list(profile);
        return (
          <SettingsCard
            key={section}
            title={config.title}
            description={config.description}
            action={
              <IconButton
                aria-label={config.addLabel}
                color="primary"
                onClick={() => setEditing({ section, entry: null })}
                sx={{ bgcolor: 'action.hover' }}
              >
                <AddRounded />
              </IconButton>
            }
          >
            {entries.length === 0 ? (
              <Button
                variant="text"
                startIcon={<AddRounded />}
                onClick={() => setEditing({ section, entry: null })}
              >
                {config.addLabel}
              </Button>
            ) : (
              <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {entries.map((entry) => {
                  const { primary, secondary } = config.describe(entry);
                  return (
                    <Box
                      component="li"
                      key={entry.id}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        p: 1.25,
                        borderRadius: 2,
                        bgcolor: 'action.hover',
                      }}
                    >
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 650 }} noWrap>
                          {primary}
                        </Typography>
                        {secondary && (
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {secondary}
                          </Typography>
                        )}
                      </Box>
                      <IconButton
                        aria-label={`${primary} bearbeiten`}
                        onClick={() => setEditing({ section, entry })}
                      >
                        <EditRounded fontSize="small" />
                      </IconButton>
                    </Box>
                  );
                })}
              </Stack>
            )}
          </SettingsCard>
        );
      })}
      {editing && (
        <EntryDialog
          key={`${editing.section}-${editing.entry?.id ?? 'new'}`}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function toFormValues(config: TSectionConfig, entry: TEditing['entry']): FieldValues {
  if (!entry) return { ...config.emptyValues };
  const values: FieldValues = {};
  for (const key of Object.keys(config.emptyValues)) values[key] = entry[key] ?? config.emptyValues[key];
  return values;
}

function EntryDialog({ editing, onClose }: { editing: TEditing; onClose: () => void }) {
  const { section, entry } = editing;
  const config = SECTIONS[section];
  const showToast = useToast();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useUsersMutation((values: FieldValues) =>
    entry ? settingsApi.updateEntry(section, entry.id, values) : settingsApi.createEntry(section, values),
  );
  const remove = useUsersMutation(() => settingsApi.deleteEntry(section, entry?.id ?? 0));
  const { control, handleSubmit, setError, formState } = useForm<FieldValues>({
    resolver: zodResolver(PROFILE_SECTION_SCHEMAS[section].input as never) as never,
    defaultValues: toFormValues(config, entry),
  });
  const isCurrent = Boolean(useWatch({ control, name: 'isCurrent' }));
  const fieldNames = config.fields.map((field) => field.name);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast({ severity: 'success', message: PROFILE_MESSAGES.entrySaved });
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, setError, fieldNames);
      if (message) showToast({ severity: 'error', message });
    }
  });

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ severity: 'success', message: PROFILE_MESSAGES.entryDeleted });
        onClose();
      },
      onError: (error) => showToast({ severity: 'error', message: error.message }),
    });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      slotProps={{ paper: { sx: isFullScreen ? { borderRadius: 0 } : undefined } }}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle sx={{ fontWeight: 750 }}>
          {entry ? `${config.title} bearbeiten` : config.addLabel}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {config.fields.map((field) => {
              if (field.kind === 'current')
                return (
                  <Controller
                    key={field.name}
                    control={control}
                    name={field.name}
                    render={({ field: f }) => (
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={Boolean(f.value)}
                            onChange={(e) => f.onChange(e.target.checked)}
                          />
                        }
                        label={field.label}
                      />
                    )}
                  />
                );
              if (field.name === 'toMonth' && isCurrent) return null;
              return (
                <FormField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  helperText={field.helperText}
                  type={field.kind === 'month' ? 'month' : field.kind === 'year' ? 'number' : 'text'}
                  multiline={field.kind === 'multiline'}
                  minRows={field.kind === 'multiline' ? 3 : undefined}
                  select={field.kind === 'level'}
                  slotProps={
                    field.kind === 'month' || field.kind === 'year'
                      ? { inputLabel: { shrink: true } }
                      : undefined
                  }
                  autoFocus={field === config.fields[0]}
                >
                  {field.kind === 'level'
                    ? LANGUAGE_LEVELS.map((level) => (
                        <MenuItem key={level} value={level}>
                          {LANGUAGE_LEVEL_LABELS[level]}
                        </MenuItem>
                      ))
                    : undefined}
                </FormField>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          {entry && (
            <Button color="error" onClick={handleDelete} loading={remove.isPending} sx={{ mr: 'auto' }}>
              Löschen
            </Button>
          )}
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Speichern
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
