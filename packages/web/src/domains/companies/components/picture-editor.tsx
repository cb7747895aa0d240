/**
 * The pictures card of the company editor (docs/companies.md "Pictures"): logo, cover and the photo
 * gallery, each uploaded with progress and a preview of the chosen file, removable, photos movable
 * with buttons (keyboard users need no drag and drop). The server checks and re-encodes every file.
 */
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { COMPANY_MESSAGES, COMPANY_PHOTOS_MAX, type TCompany } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { isApiError } from '../../../platform/http.ts';
import { useToast } from '../../../ui/toast.tsx';
import {
  useOrderCompanyPhotosMutation,
  useRemoveCompanyPhotoMutation,
  useRemoveCompanyPictureMutation,
  useUploadCompanyPictureMutation,
  type TCompanyPictureSlot,
} from '../api.ts';
import { COMPANY_TEXTS as T } from '../texts.ts';
import { UploadProgress } from '../../../ui/upload-progress.tsx';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif';
const MAX_BYTES = 10 * 1024 * 1024;

/** An upload error in words: the server's message, or the picture's wording for a bare status (a proxy's 413). */
function uploadMessage(error: unknown): string {
  const hasOwnMessage = !isApiError(error) || error.status === 0 || error.serverMessage;
  if (isApiError(error) && error.firstFieldError) return error.firstFieldError;
  return error instanceof Error && hasOwnMessage ? error.message : T.uploadFailed;
}

/** Uploads files of one slot one after another, with the share sent, a preview and the error. */
function useUploads(companyId: number, slot: TCompanyPictureSlot, savedMessage: string) {
  const toast = useToast();
  const upload = useUploadCompanyPictureMutation(companyId, slot);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState<{ n: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const start = async (files: File[]) => {
    setError(null);
    const tooLarge = files.find((f) => f.size > MAX_BYTES);
    // The server checks again; this only spares a long upload that would fail.
    if (tooLarge) {
      setError(T.tooLarge);
      return;
    }
    try {
      for (const [i, file] of files.entries()) {
        setStep({ n: i + 1, total: files.length });
        setPreview(URL.createObjectURL(file));
        setProgress(0);
        await upload.mutateAsync({ file, onProgress: setProgress });
      }
      toast({ severity: 'success', message: savedMessage });
    } catch (uploadError) {
      setError(uploadMessage(uploadError));
    } finally {
      setProgress(null);
      setPreview(null);
      setStep(null);
    }
  };
  return { start, preview, progress, step, error, busy: progress !== null };
}

/** The hidden file input and the button that opens it (a real button: focusable, Enter and Space). */
function PickButton({
  label,
  onFiles,
  disabled,
  multiple = false,
  testId,
  icon,
  variant = 'contained',
}: {
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  multiple?: boolean;
  testId: string;
  icon: ReactNode;
  variant?: 'contained' | 'outlined';
}) {
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <>
      <Button variant={variant} startIcon={icon} onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={pick}
      />
    </>
  );
}

function ErrorText({ children }: { children: string | null }) {
  return children ? (
    <Typography variant="body2" color="error" role="alert">
      {children}
    </Typography>
  ) : null;
}

/** Logo or cover: preview, upload or replace, remove. */
function SinglePicture({ company, slot }: { company: TCompany; slot: 'logo' | 'cover' }) {
  const toast = useToast();
  const isLogo = slot === 'logo';
  const current = isLogo ? company.logoUrl : company.coverUrl;
  const uploads = useUploads(
    company.id,
    slot,
    isLogo ? COMPANY_MESSAGES.logoSaved : COMPANY_MESSAGES.coverSaved,
  );
  const remove = useRemoveCompanyPictureMutation(company.id, slot);
  const headingId = useId();
  const shown = uploads.preview ?? current;
  const title = isLogo ? T.logo : T.cover;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {isLogo ? T.logoHint : T.coverHint}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: isLogo ? 'auto 1fr' : '1fr',
          alignItems: 'center',
        }}
      >
        <Box
          sx={{
            width: isLogo ? 96 : '100%',
            aspectRatio: isLogo ? '1' : '8 / 3',
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            opacity: uploads.busy ? 0.6 : 1,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={isLogo ? T.logoAlt(company.name) : T.coverAlt(company.name)}
              sx={{
                width: '100%',
                height: '100%',
                objectFit: isLogo ? 'contain' : 'cover',
                bgcolor: 'common.white',
              }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {isLogo ? T.noLogo : T.noCover}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <PickButton
              label={`${title} ${current ? T.replace.toLowerCase() : T.upload.toLowerCase()}`}
              icon={<AddPhotoAlternateRounded />}
              testId={`company-${slot}-input`}
              disabled={uploads.busy}
              onFiles={(files) => void uploads.start(files.slice(0, 1))}
            />
            {current && (
              <Button
                color="error"
                startIcon={<DeleteOutlineRounded />}
                loading={remove.isPending}
                disabled={uploads.busy}
                aria-label={`${title} ${T.remove.toLowerCase()}`}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () =>
                      toast({
                        severity: 'success',
                        message: isLogo ? COMPANY_MESSAGES.logoRemoved : COMPANY_MESSAGES.coverRemoved,
                      }),
                    onError: (e) => toast({ severity: 'error', message: e.message }),
                  })
                }
              >
                {T.remove}
              </Button>
            )}
          </Box>
          <UploadProgress value={uploads.progress} label={T.uploadProgress(title)} />
          <ErrorText>{uploads.error}</ErrorText>
        </Box>
      </Box>
    </Box>
  );
}

/** The gallery: thumbnails in order with move and remove buttons, adding several at once. */
function PhotoList({ company }: { company: TCompany }) {
  const toast = useToast();
  const uploads = useUploads(company.id, 'photos', COMPANY_MESSAGES.photoSaved);
  const remove = useRemoveCompanyPhotoMutation(company.id);
  const order = useOrderCompanyPhotosMutation(company.id);
  const headingId = useId();
  const photos = company.photos;
  const room = COMPANY_PHOTOS_MAX - photos.length;
  const busy = uploads.busy || order.isPending || remove.isPending;
  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    order.mutate(ids, { onError: (e) => toast({ severity: 'error', message: e.message }) });
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {T.photos}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.photosHint(COMPANY_PHOTOS_MAX)} {T.photosCount(photos.length, COMPANY_PHOTOS_MAX)}.
      </Typography>
      {photos.length === 0 && !uploads.preview && (
        <Typography variant="body2" color="text.secondary">
          {T.noPhotos}
        </Typography>
      )}
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {photos.map((photo, i) => (
          <Box component="li" key={photo.id} sx={{ display: 'grid', gap: 0.5 }}>
            <Box
              component="img"
              src={photo.thumbnailUrl}
              alt={T.photoAlt(i + 1, photos.length, company.name)}
              loading="lazy"
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, display: 'block' }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <IconButton
                size="small"
                aria-label={T.photoEarlier(i + 1)}
                disabled={busy || i === 0}
                onClick={() => move(i, -1)}
              >
                <ArrowBackRounded fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={T.photoLater(i + 1)}
                disabled={busy || i === photos.length - 1}
                onClick={() => move(i, 1)}
              >
                <ArrowForwardRounded fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                color="error"
                aria-label={T.photoRemove(i + 1)}
                disabled={busy}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onSuccess: () => toast({ severity: 'success', message: COMPANY_MESSAGES.photoRemoved }),
                    onError: (e) => toast({ severity: 'error', message: e.message }),
                  })
                }
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        ))}
        {uploads.preview && (
          <Box component="li" aria-hidden="true">
            <Box
              component="img"
              src={uploads.preview}
              alt=""
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, opacity: 0.6 }}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <PickButton
          label={T.addPhotos}
          icon={<AddPhotoAlternateRounded />}
          variant="outlined"
          multiple
          testId="company-photos-input"
          disabled={busy || room <= 0}
          onFiles={(files) => void uploads.start(files.slice(0, room))}
        />
        {uploads.step && (
          <Typography variant="body2" color="text.secondary" role="status">
            {T.photoUploading(uploads.step.n, uploads.step.total)}
          </Typography>
        )}
      </Box>
      <UploadProgress value={uploads.progress} label={T.uploadProgress(T.photos)} />
      <ErrorText>{uploads.error}</ErrorText>
    </Box>
  );
}

export function CompanyPictures({ company }: { company: TCompany }) {
  return (
    <Card
      component="section"
      aria-labelledby="company-pictures-edit"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <Box>
        <Typography id="company-pictures-edit" component="h2" variant="h6">
          {T.pictures}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.picturesHint}
        </Typography>
      </Box>
      <SinglePicture company={company} slot="logo" />
      <SinglePicture company={company} slot="cover" />
      <PhotoList company={company} />
    </Card>
  );
}
