/**
 * The post form: "Beitrag erstellen" with images and an optional survey ("Umfrage erstellen",
 * button 'Fertig'), or editing an own post. It is checked with the server's own schema
 * (`ZCreatePost` through zodResolver, which also trims what it sends); images are files outside
 * the schema, counted here.
 */
import {
  FEED_MESSAGES,
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  SURVEY_ANSWERS_MIN,
  ZCreatePost,
  type TChannelListItem,
  type TCreatePost,
} from '@pflegepuls/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PollOutlined from '@mui/icons-material/PollOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../ui/toast.tsx';
import { useMyCompaniesQuery } from '../../companies/api.ts';
import { useCurrentUserQuery } from '../../users/api.ts';
import { useChannelsQuery, useCreatePostMutation, useUpdatePostMutation } from '../api.ts';
import { getAnswersError, getLimitCounter, type TPostFormValues } from '../post-draft.ts';
import { getCreateTitle } from '../use-create-drawers.ts';
import { FormFrame, type TCreateFormProps } from './create-form-frame.tsx';
import { describeError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';

const SurveyEditor = lazy(() => import('./survey-editor.tsx'));

const TEXTS = {
  editTitle: 'Beitrag bearbeiten',
  save: 'Speichern',
  channel: 'Kanal',
  channelMissing: 'Wähle noch einen Kanal aus.',
  channelsFailed: 'Die Kanäle konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  bodyLabel: 'Was möchtest du teilen?',
  addImages: 'Bilder hinzufügen',
  addSurvey: 'Umfrage',
  removeSurvey: 'Umfrage entfernen',
  removeImage: (index: number) => `Bild ${index + 1} entfernen`,
  postAs: 'Posten als',
  postAsName: (name: string) => `Als ${name} posten`,
  posted: 'Dein Beitrag ist online.',
  saved: 'Änderungen gespeichert.',
} as const;

type TImage = { file: File; url: string };

/** "Beitrag erstellen" with images and an optional survey, or editing an own post. */
export function PostForm({ request, onDone, showTitle, titleId, closeRequestRef }: TCreateFormProps) {
  const editPost = request.editPost;
  const channels = useChannelsQuery();
  const createPost = useCreatePostMutation();
  const updatePost = useUpdatePostMutation();
  const showToast = useToast();
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isValid },
  } = useForm<TPostFormValues, unknown, TCreatePost>({
    resolver: zodResolver(ZCreatePost) as never,
    mode: 'onChange',
    defaultValues: {
      body: editPost?.body ?? '',
      channelId: editPost?.channel.id ?? null,
      closedAreaId: request.closedAreaId,
      groupId: request.groupId ?? null,
      survey: null,
    },
  });
  const [body, channelId, survey] = useWatch({ control, name: ['body', 'channelId', 'survey'] });
  const [images, setImages] = useState<TImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const channelLabelId = useId();
  const postAsLabelId = useId();
  // "Als <Firma> posten": for members of companies, in the community feed only (docs/feed.md).
  const canPostAsCompany = !editPost && request.closedAreaId === null && !request.groupId;
  const myCompanies = useMyCompaniesQuery(canPostAsCompany);
  const me = useCurrentUserQuery();
  const companies = canPostAsCompany ? (myCompanies.data?.companies ?? []) : [];
  const [companyId, setCompanyId] = useState<number | null>(request.companyId ?? null);

  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const change = <TName extends keyof TPostFormValues>(name: TName, value: TPostFormValues[TName]) =>
    setValue(name, value as never, { shouldValidate: true, shouldDirty: true });
  const canSubmit = isValid && images.length <= POST_IMAGES_MAX;
  // "Posten" stays disabled until a channel is chosen: say so instead of leaving the button grey.
  const hint = !canSubmit && body?.trim() && channelId === null ? TEXTS.channelMissing : null;
  const isSubmitting = createPost.isPending || updatePost.isPending;
  const title = editPost
    ? TEXTS.editTitle
    : survey
      ? FEED_MESSAGES.createSurveyTitle
      : getCreateTitle('post', request.closedAreaId);
  const submitLabel = editPost
    ? TEXTS.save
    : survey
      ? FEED_MESSAGES.surveyDoneButton
      : FEED_MESSAGES.postButton;

  const handlePickImages = (files: FileList | null) => {
    if (!files) return;
    const room = POST_IMAGES_MAX - images.length;
    const picked = Array.from(files)
      .filter((file) => file.type.startsWith('image/'))
      .slice(0, room)
      .map((file) => ({ file, url: URL.createObjectURL(file) }));
    if (files.length > room) setError(FEED_MESSAGES.imagesTooMany);
    setImages((current) => [...current, ...picked]);
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const handleRemoveImage = (index: number) => {
    setImages((current) => {
      const removed = current[index];
      if (removed) URL.revokeObjectURL(removed.url);
      return current.filter((_, i) => i !== index);
    });
  };

  const submitPost = (post: TCreatePost) => {
    setError(null);
    const onError = (failure: Error) => setError(describeError(failure));
    if (editPost) {
      updatePost.mutate(
        { postId: editPost.id, body: post.body, channelId: post.channelId },
        {
          onSuccess: () => {
            showToast({ message: TEXTS.saved, severity: 'success' });
            onDone();
          },
          onError,
        },
      );
      return;
    }
    createPost.mutate(
      {
        body: post.body,
        channelId: post.channelId,
        closedAreaId: request.closedAreaId,
        groupId: request.groupId ?? null,
        companyId: companies.some((c) => c.id === companyId) ? companyId : null,
        survey: post.survey ?? null,
        images: images.map((image) => image.file),
      },
      {
        onSuccess: () => {
          showToast({ message: TEXTS.posted, severity: 'success' });
          onDone();
        },
        onError,
      },
    );
  };
  const handleFormSubmit = (event: FormEvent) => {
    if (!canSubmit || isSubmitting) {
      event.preventDefault();
      return;
    }
    void handleSubmit(submitPost)(event);
  };

  const bodyCounter = getLimitCounter(body.length, POST_BODY_MAX);
  const toolbar = editPost ? null : (
    <>
      <input
        ref={fileInputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/heic"
        multiple
        hidden
        onChange={(event) => handlePickImages(event.target.files)}
      />
      <Button
        startIcon={<AddPhotoAlternateOutlined />}
        onClick={() => fileInputRef.current?.click()}
        disabled={images.length >= POST_IMAGES_MAX}
        variant="outlined"
        color="secondary"
        size="small"
      >
        {TEXTS.addImages}
      </Button>
      <Button
        startIcon={<PollOutlined />}
        onClick={() =>
          change('survey', survey ? null : { title: '', answers: Array(SURVEY_ANSWERS_MIN).fill('') })
        }
        aria-pressed={survey !== null}
        variant="outlined"
        color="secondary"
        size="small"
      >
        {survey ? TEXTS.removeSurvey : TEXTS.addSurvey}
      </Button>
    </>
  );

  return (
    <FormFrame
      title={title}
      titleId={titleId}
      showTitle={showTitle}
      onClose={onDone}
      hasDraft={body !== (editPost?.body ?? '') || images.length > 0 || survey !== null}
      closeRequestRef={closeRequestRef}
      onSubmit={handleFormSubmit}
      submitLabel={submitLabel}
      canSubmit={canSubmit}
      isSubmitting={isSubmitting}
      error={error}
      hint={hint}
      toolbar={toolbar}
    >
      {!showTitle && survey && (
        <Typography component="h2" variant="subtitle1">
          {FEED_MESSAGES.createSurveyTitle}
        </Typography>
      )}
      {companies.length > 0 && (
        <Box>
          <Typography id={postAsLabelId} variant="body2" sx={{ fontWeight: 650, mb: 1 }}>
            {TEXTS.postAs}
          </Typography>
          <Box
            role="radiogroup"
            aria-labelledby={postAsLabelId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}
          >
            {[
              { id: null, name: me.data?.fullName ?? '' },
              ...companies.map((c) => ({ id: c.id as number | null, name: c.name })),
            ].map((option) => (
              <Chip
                key={option.id ?? 'me'}
                role="radio"
                aria-checked={option.id === companyId}
                label={TEXTS.postAsName(option.name)}
                onClick={() => setCompanyId(option.id)}
                color={option.id === companyId ? 'primary' : 'default'}
                variant={option.id === companyId ? 'filled' : 'outlined'}
                // Long company names wrap inside the chip instead of widening the sheet.
                sx={{
                  fontWeight: 650,
                  maxWidth: '100%',
                  height: 'auto',
                  minHeight: 32,
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                }}
              />
            ))}
          </Box>
        </Box>
      )}
      <Box>
        <Typography id={channelLabelId} variant="body2" sx={{ fontWeight: 650, mb: 1 }}>
          {TEXTS.channel}
        </Typography>
        {channels.isPending && <Skeleton variant="rounded" height={32} sx={{ borderRadius: 999 }} />}
        {channels.isError && (
          <LoadErrorAlert onRetry={() => void channels.refetch()} retryLabel={TEXTS.retry}>
            {TEXTS.channelsFailed}
          </LoadErrorAlert>
        )}
        {channels.data && (
          <Box
            role="radiogroup"
            aria-labelledby={channelLabelId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {channels.data.map((channel: TChannelListItem) => {
              const isSelected = channel.id === channelId;
              return (
                <Chip
                  key={channel.id}
                  role="radio"
                  aria-checked={isSelected}
                  label={channel.name}
                  onClick={() => change('channelId', channel.id)}
                  color={isSelected ? 'primary' : 'default'}
                  variant={isSelected ? 'filled' : 'outlined'}
                  sx={{ fontWeight: 650 }}
                />
              );
            })}
          </Box>
        )}
      </Box>
      <TextField
        label={TEXTS.bodyLabel}
        value={body}
        onChange={(event) => change('body', event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        autoFocus
        error={body.length > POST_BODY_MAX}
        helperText={(body.length > POST_BODY_MAX && errors.body?.message) || bodyCounter}
      />
      {images.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
          {images.map((image, index) => (
            <Box
              key={image.url}
              sx={{ position: 'relative', aspectRatio: '1', borderRadius: '10px', overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={image.url}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <IconButton
                aria-label={TEXTS.removeImage(index)}
                onClick={() => handleRemoveImage(index)}
                size="small"
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(0,0,0,0.55)',
                  color: '#fff',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
                }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {survey && (
        <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ borderRadius: '14px' }} />}>
          <SurveyEditor
            survey={survey}
            onChange={(next) => change('survey', next)}
            titleError={errors.survey?.title?.message}
            answersError={getAnswersError(errors)}
            withOptions={!!request.groupId}
            closesAtError={errors.survey?.closesAt?.message}
          />
        </Suspense>
      )}
    </FormFrame>
  );
}
