/** "Gruppe erstellen" and "Gruppe bearbeiten": name, summary, about text and join mode (lazy chunk). */
import {
  GROUP_ABOUT_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_JOIN_MODE_LABELS,
  GROUP_JOIN_MODES,
  GROUP_TITLE_MAX,
  ZUpdateGroup,
  type TGroupDetail,
  type TGroupJoinMode,
  type TUpdateGroup,
} from '@pflegepuls/shared/groups';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '../../../platform/router.tsx';
import { describeError } from '../../../platform/http.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useCreateGroupMutation, useUpdateGroupMutation } from '../api.ts';
import { groupPath } from '../paths.ts';
import { GROUP_TEXTS as T } from '../texts.ts';

const MODE_HINTS: Record<TGroupJoinMode, string> = {
  open: 'Alle im Bereich können direkt beitreten.',
  request: 'Wer beitreten möchte, fragt an; Inhaber und Moderation entscheiden.',
  invite: 'Nur wer eingeladen wird, kann beitreten.',
};

type TProps = { open: boolean; onClose: () => void; closedAreaId: number | null; group?: TGroupDetail };

export default function GroupFormDialog({ open, onClose, closedAreaId, group }: TProps) {
  const titleId = useId();
  const modeId = useId();
  const navigate = useNavigate();
  const showToast = useToast();
  const create = useCreateGroupMutation();
  const update = useUpdateGroupMutation(group?.id ?? 0);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TUpdateGroup>({
    resolver: zodResolver(ZUpdateGroup),
    mode: 'onChange',
    defaultValues: {
      title: group?.title ?? '',
      description: group?.description ?? '',
      about: group?.about ?? '',
      joinMode: group?.joinMode ?? 'open',
    },
  });
  const isPending = create.isPending || update.isPending;

  const submit = (values: TUpdateGroup) => {
    setError(null);
    const onError = (failure: Error) => setError(describeError(failure));
    if (group) {
      update.mutate(values, {
        onSuccess: () => {
          showToast({ message: T.saved, severity: 'success' });
          onClose();
        },
        onError,
      });
      return;
    }
    create.mutate(
      { ...values, closedAreaId },
      {
        onSuccess: ({ data }) => {
          showToast({ message: T.created, severity: 'success' });
          onClose();
          void navigate(groupPath(data.closedAreaId, data.id));
        },
        onError,
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogTitle id={titleId}>{group ? T.edit : T.create}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Controller
            name="title"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={T.titleLabel}
                required
                autoFocus
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? `${field.value.length}/${GROUP_TITLE_MAX}`}
              />
            )}
          />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={T.descriptionLabel}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? `${field.value.length}/${GROUP_DESCRIPTION_MAX}`}
              />
            )}
          />
          <Controller
            name="about"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={T.aboutLabel}
                multiline
                minRows={3}
                maxRows={8}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? `${field.value.length}/${GROUP_ABOUT_MAX}`}
              />
            )}
          />
          <Controller
            name="joinMode"
            control={control}
            render={({ field }) => (
              <div>
                <FormLabel id={modeId}>{T.joinMode}</FormLabel>
                <RadioGroup
                  aria-labelledby={modeId}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {GROUP_JOIN_MODES.map((mode) => (
                    <FormControlLabel
                      key={mode}
                      value={mode}
                      control={<Radio />}
                      label={`${GROUP_JOIN_MODE_LABELS[mode]} – ${MODE_HINTS[mode]}`}
                    />
                  ))}
                </RadioGroup>
              </div>
            )}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || isPending}>
            {group ? T.save : T.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
