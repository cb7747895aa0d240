/** "Event erstellen" and "Event bearbeiten" (lazy chunk); validated with the server's ZEventInput. */
import {
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  ZEventInput,
  type TEventCategory,
  type TEventDetail,
} from '@pflegepuls/shared/events';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../platform/router.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { describeError } from '../../../platform/http.ts';
import { useGroupListQuery } from '../../groups/api.ts';
import { useSaveEventMutation } from '../api.ts';
import { eventPath, EVENT_TEXTS as T } from '../texts.ts';

/** `datetime-local` value of an instant in the browser's zone (members are in Germany). */
function toLocalInput(at: number | null): string {
  if (at === null) return '';
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}

type TProps = { closedAreaId: number; event?: TEventDetail; onClose: () => void };

export default function EventFormDialog({ closedAreaId, event, onClose }: TProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const showToast = useToast();
  const save = useSaveEventMutation(event?.id ?? null);
  const groups = useGroupListQuery(closedAreaId, 'mine', '');
  const myGroups = groups.data?.pages.flatMap((page) => page.data) ?? [];
  const [values, setValues] = useState({
    title: event?.title ?? '',
    description: event?.description ?? '',
    category: (event?.category ?? 'Fortbildung') as TEventCategory,
    startsAt: toLocalInput(event?.startsAt ?? null),
    endsAt: toLocalInput(event?.endsAt ?? null),
    isOnline: event?.isOnline ?? false,
    address: event?.address ?? '',
    onlineUrl: event?.onlineUrl ?? '',
    capacity: event?.capacity != null ? String(event.capacity) : '',
    groupId: event?.groupId != null ? String(event.groupId) : '',
    organiserIsGroup: event?.organiser.kind === 'group',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = ZEventInput.safeParse({
      closedAreaId,
      groupId: values.groupId ? Number(values.groupId) : null,
      organiserIsGroup: values.groupId !== '' && values.organiserIsGroup,
      title: values.title,
      description: values.description,
      category: values.category,
      startsAt: fromLocalInput(values.startsAt) ?? undefined,
      endsAt: fromLocalInput(values.endsAt),
      isOnline: values.isOnline,
      address: values.address,
      onlineUrl: values.onlineUrl,
      capacity: values.capacity ? Number(values.capacity) : null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        showToast({ message: event ? T.saved : T.createdToast, severity: 'success' });
        onClose();
        if (!event) void navigate(eventPath(closedAreaId, data.id));
      },
      onError: (error) => setFailure(describeError(error)),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{event ? T.edit : T.create}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={T.formTitle}
            required
            autoFocus
            value={values.title}
            onChange={(e) => set('title')(e.target.value)}
            error={!!errors['title']}
            helperText={errors['title'] ?? `${values.title.length}/${EVENT_TITLE_MAX}`}
            slotProps={{ htmlInput: { maxLength: EVENT_TITLE_MAX } }}
          />
          <TextField
            select
            label={T.formCategory}
            value={values.category}
            onChange={(e) => set('category')(e.target.value)}
            error={!!errors['category']}
            helperText={errors['category']}
          >
            {EVENT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={T.formStart}
            type="datetime-local"
            required
            value={values.startsAt}
            onChange={(e) => set('startsAt')(e.target.value)}
            error={!!errors['startsAt']}
            helperText={errors['startsAt']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={T.formEnd}
            type="datetime-local"
            value={values.endsAt}
            onChange={(e) => set('endsAt')(e.target.value)}
            error={!!errors['endsAt']}
            helperText={errors['endsAt']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={<Switch checked={values.isOnline} onChange={(e) => set('isOnline')(e.target.checked)} />}
            label={T.formOnline}
          />
          {values.isOnline ? (
            <TextField
              label={T.formOnlineUrl}
              value={values.onlineUrl}
              onChange={(e) => set('onlineUrl')(e.target.value)}
              error={!!errors['onlineUrl']}
              helperText={errors['onlineUrl']}
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
          ) : (
            <TextField
              label={T.formAddress}
              value={values.address}
              onChange={(e) => set('address')(e.target.value)}
              error={!!errors['address']}
              helperText={errors['address']}
            />
          )}
          <TextField
            label={T.formCapacity}
            type="number"
            value={values.capacity}
            onChange={(e) => set('capacity')(e.target.value)}
            error={!!errors['capacity']}
            helperText={errors['capacity']}
            slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          />
          {!event && (
            <TextField
              select
              label={T.formGroup}
              value={values.groupId}
              onChange={(e) => set('groupId')(e.target.value)}
              error={!!errors['groupId']}
              helperText={errors['groupId']}
            >
              <MenuItem value="">{T.formWholeArea}</MenuItem>
              {myGroups.map((g) => (
                <MenuItem key={g.id} value={String(g.id)}>
                  {g.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!event && values.groupId !== '' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.organiserIsGroup}
                  onChange={(e) => set('organiserIsGroup')(e.target.checked)}
                />
              }
              label={T.formGroupOrganiser}
            />
          )}
          <TextField
            label={T.formDescription}
            multiline
            minRows={4}
            maxRows={12}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
            error={!!errors['description']}
            helperText={errors['description'] ?? T.formDescriptionHint}
            slotProps={{ htmlInput: { maxLength: EVENT_DESCRIPTION_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="secondary" onClick={onClose}>
            {T.abort}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {event ? T.save : T.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
