/**
 * The moment form: "Moment erstellen" / "Real Talk erstellen" with an anonymous avatar. It is
 * checked with the server's own schema (`ZCreateMoment` through zodResolver, which also trims the
 * text it sends); the too-long message shows once the text passes the limit, else a counter or a hint.
 */
import { FEED_MESSAGES, MOMENT_CONTENT_MAX, ZCreateMoment, type TCreateMoment } from '@pflegepuls/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../ui/toast.tsx';
import { useCreateMomentMutation, useMomentAvatarsQuery } from '../../moments/api.ts';
import { MomentAvatar } from '../../moments/components/moment-avatar.tsx';
import { getLimitCounter, type TMomentFormValues } from '../post-draft.ts';
import { getCreateTitle } from '../use-create-drawers.ts';
import { FormFrame, type TCreateFormProps } from './create-form-frame.tsx';
import { describeError } from '../../../platform/http.ts';

const TEXTS = {
  momentPosted: 'Dein Moment ist online – anonym.',
  momentLabel: 'Was bewegt dich gerade?',
  momentHint: 'Dein Moment erscheint anonym: Niemand sieht, dass er von dir ist.',
  avatar: 'Wähle deinen anonymen Avatar',
  avatarsFailed: 'Die Avatare konnten nicht geladen werden.',
} as const;

/** "Moment erstellen" / "Real Talk erstellen": text and an anonymous avatar, checked with `ZCreateMoment`. */
export function MomentForm({ request, onDone, showTitle, titleId, closeRequestRef }: TCreateFormProps) {
  const avatars = useMomentAvatarsQuery();
  const createMoment = useCreateMomentMutation();
  const showToast = useToast();
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isValid },
  } = useForm<TMomentFormValues, unknown, TCreateMoment>({
    resolver: zodResolver(ZCreateMoment) as never,
    mode: 'onChange',
    defaultValues: {
      content: '',
      avatarKey: avatars.data?.[0]?.key ?? null,
      closedAreaId: request.closedAreaId,
    },
  });
  const [content, chosenKey] = useWatch({ control, name: ['content', 'avatarKey'] });
  const [error, setError] = useState<string | null>(null);
  const avatarLabelId = useId();
  const firstAvatarKey = avatars.data?.[0]?.key ?? null;

  // The first avatar is preselected once the list arrives, unless the member already chose one.
  useEffect(() => {
    if (firstAvatarKey !== null && getValues('avatarKey') === null) {
      setValue('avatarKey', firstAvatarKey, { shouldValidate: true });
    }
  }, [firstAvatarKey, getValues, setValue]);

  const change = <TName extends keyof TMomentFormValues>(name: TName, value: TMomentFormValues[TName]) =>
    setValue(name, value as never, { shouldValidate: true, shouldDirty: true });
  const canSubmit = isValid && chosenKey !== null;

  const submitMoment = (moment: TCreateMoment) => {
    setError(null);
    createMoment.mutate(
      { content: moment.content, avatarKey: moment.avatarKey, closedAreaId: request.closedAreaId },
      {
        onSuccess: () => {
          showToast({ message: TEXTS.momentPosted, severity: 'success' });
          onDone();
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };
  const handleFormSubmit = (event: FormEvent) => {
    if (!canSubmit || createMoment.isPending) {
      event.preventDefault();
      return;
    }
    void handleSubmit(submitMoment)(event);
  };

  return (
    <FormFrame
      title={getCreateTitle('moment', request.closedAreaId)}
      titleId={titleId}
      showTitle={showTitle}
      onClose={onDone}
      hasDraft={content.trim() !== ''}
      closeRequestRef={closeRequestRef}
      onSubmit={handleFormSubmit}
      submitLabel={FEED_MESSAGES.postButton}
      canSubmit={canSubmit}
      isSubmitting={createMoment.isPending}
      error={error}
    >
      <Box>
        <Typography id={avatarLabelId} variant="body2" sx={{ fontWeight: 650, mb: 1 }}>
          {TEXTS.avatar}
        </Typography>
        {avatars.isPending && <Skeleton variant="rounded" height={48} />}
        {avatars.isError && <Alert severity="error">{TEXTS.avatarsFailed}</Alert>}
        {avatars.data && (
          <Box
            role="radiogroup"
            aria-labelledby={avatarLabelId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {avatars.data.map((avatar) => {
              const isSelected = avatar.key === chosenKey;
              return (
                <Box
                  key={avatar.key}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  aria-label={avatar.label}
                  title={avatar.label}
                  onClick={() => change('avatarKey', avatar.key)}
                  sx={{
                    p: 0.375,
                    border: 2,
                    borderColor: isSelected ? 'secondary.main' : 'transparent',
                    borderRadius: '50%',
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'secondary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  <MomentAvatar avatar={avatar} size={40} />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      <TextField
        label={TEXTS.momentLabel}
        value={content}
        onChange={(event) => change('content', event.target.value)}
        multiline
        minRows={3}
        maxRows={8}
        autoFocus
        error={content.length > MOMENT_CONTENT_MAX}
        helperText={
          (content.length > MOMENT_CONTENT_MAX && errors.content?.message) ||
          getLimitCounter(content.length, MOMENT_CONTENT_MAX) ||
          TEXTS.momentHint
        }
      />
    </FormFrame>
  );
}
