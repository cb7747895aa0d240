/**
 * `stellenanzeige/{uid}/{companyName}/bewerben` (000 §2): the one-tap application. It shows what
 * the profile sends, takes an optional message, up to three PDFs and the separate talent-pool
 * consent, and sends them with upload progress. Checks mirror the server's, which decides.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  APPLICATION_FILES_MAX,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_MESSAGES as M,
  APPLICATION_RETENTION_DAYS,
} from '@pflegepuls/shared/applications-messages';
import { jobAdUrl } from '@pflegepuls/shared/jobs';
import type { TAuthenticatedUser } from '@pflegepuls/shared/profile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { UploadProgress } from '../../../ui/upload-progress.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useJobAdQuery } from '../../jobs/api.ts';
import { CompanyLogo } from '../../jobs/components/job-card.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import { useApplyMutation, useMyApplicationForAd } from '../api.ts';
import { StatusChip } from '../components/status.tsx';
import { APPLICATION_TEXTS as T } from '../texts.ts';

const RETENTION_MONTHS = Math.round(APPLICATION_RETENTION_DAYS / 30.4);

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

/** What the profile sends, from the member's own data. */
function ProfileSummary() {
  const me = useCurrentUserQuery();
  const user = me.data;
  if (!user) return <Skeleton variant="rounded" height={96} />;
  // /api/user/me answers the whole authenticated user, CV sections included (000 §3).
  const experiences = (user as Partial<TAuthenticatedUser>).jobExperiences ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
      {user.currentPosition && <Typography variant="body2">{user.currentPosition}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {[user.email, [user.plz, user.locationCity].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {experiences.length > 0
          ? experiences
              .slice(0, 3)
              .map((e) => `${e.title}, ${e.employer}`)
              .join(' · ')
          : T.noCv}
      </Typography>
    </Box>
  );
}

export function ApplyPage() {
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const adQuery = useJobAdQuery(uid);
  const ad = adQuery.data;
  const mine = useMyApplicationForAd(uid, Boolean(ad && !ad.canEdit));
  const apply = useApplyMutation(uid);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [talentPool, setTalentPool] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (adQuery.isPending)
    return (
      <MemberContent>
        <Card role="status" sx={{ p: 3 }} aria-busy="true" aria-label="Bewerbung wird vorbereitet">
          <Skeleton width="70%" height={36} />
          <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
        </Card>
      </MemberContent>
    );
  if (adQuery.isError || !ad)
    return (
      <MemberContent>
        <LoadErrorAlert onRetry={() => void adQuery.refetch()} isRetrying={adQuery.isFetching}>
          {isApiError(adQuery.error, 404, 422) ? M.notOpen : T.sendFailed}
        </LoadErrorAlert>
      </MemberContent>
    );

  const adUrl = jobAdUrl(ad.uid, ad.company.name);
  const addFiles = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    if (picked.some((f) => f.type !== 'application/pdf' && !f.name.toLowerCase().endsWith('.pdf')))
      return setFileError(M.fileType);
    if (picked.some((f) => f.size > APPLICATION_FILE_MAX_BYTES)) return setFileError(M.fileTooLarge);
    if (files.length + picked.length > APPLICATION_FILES_MAX) return setFileError(M.tooManyFiles);
    setFileError(null);
    setFiles([...files, ...picked]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    if (message.trim()) form.append('message', message.trim());
    form.append('talentPool', talentPool ? 'true' : 'false');
    for (const file of files) form.append('files', file, file.name);
    setProgress(0);
    apply.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: ({ application }) => {
          toast({ message: M.sent, severity: 'success' });
          void navigate(`/bewerbungen/${application.id}`);
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  const serverError = apply.error
    ? isApiError(apply.error)
      ? (apply.error.firstFieldError ?? apply.error.message)
      : T.sendFailed
    : null;
  const closed = ad.status !== 'published' || ad.canEdit;

  return (
    <MemberContent>
      <Button component={Link} to={adUrl} startIcon={<ArrowBackRounded />} sx={{ mb: 1.5 }}>
        {T.backToAd}
      </Button>
      <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CompanyLogo name={ad.company.name} logoUrl={ad.company.logoUrl} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h1"
              variant="h5"
              sx={{ fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {T.applyHeading(ad.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {ad.company.name} · {ad.city}
            </Typography>
          </Box>
        </Box>

        {mine.data ? (
          <Alert
            severity="success"
            action={
              <Button component={Link} to={`/bewerbungen/${mine.data.id}`} color="inherit" size="small">
                {T.toApplication}
              </Button>
            }
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {M.alreadyApplied} <StatusChip status={mine.data.status} />
            </Box>
          </Alert>
        ) : closed ? (
          <Alert severity="info">{ad.canEdit ? M.ownCompany : T.notOpen}</Alert>
        ) : (
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2.5 }}>
            <Box component="section" aria-labelledby="apply-profile">
              <Typography id="apply-profile" component="h2" variant="h6" sx={{ mb: 0.5 }}>
                {T.whatWeSend}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {T.whatWeSendHint}
              </Typography>
              <Card variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
                <ProfileSummary />
                <Button component={Link} to="/einstellungen" size="small" sx={{ justifySelf: 'start' }}>
                  {T.editProfile}
                </Button>
              </Card>
            </Box>

            <TextField
              id="apply-message"
              label={T.message}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: APPLICATION_MESSAGE_MAX } }}
              helperText={T.messageHelp(APPLICATION_MESSAGE_MAX - message.length)}
            />

            <Box component="section" aria-labelledby="apply-files">
              <Typography id="apply-files" component="h2" variant="h6" sx={{ mb: 0.5 }}>
                {T.files}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {T.filesHint(APPLICATION_FILES_MAX)}
              </Typography>
              {files.length > 0 && (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'grid', gap: 0.5 }}>
                  {files.map((file, i) => (
                    <Box
                      component="li"
                      key={`${file.name}-${i}`}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                    >
                      <PictureAsPdfOutlined color="error" aria-hidden="true" />
                      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                        {file.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {fileSize(file.size)}
                      </Typography>
                      <IconButton
                        aria-label={T.removeFile(file.name)}
                        onClick={() => setFiles(files.filter((_, j) => j !== i))}
                        size="small"
                      >
                        <CloseRounded fontSize="small" />
                      </IconButton>
                    </Box>
                  ))}
                </Box>
              )}
              <input
                ref={fileInput}
                id="apply-file-input"
                type="file"
                accept="application/pdf,.pdf"
                multiple
                hidden
                onChange={(e) => addFiles(e.target.files)}
              />
              <Button
                variant="outlined"
                startIcon={<AddRounded />}
                onClick={() => fileInput.current?.click()}
                disabled={files.length >= APPLICATION_FILES_MAX || apply.isPending}
              >
                {T.addFiles}
              </Button>
              {fileError && (
                <Alert severity="error" sx={{ mt: 1 }} role="alert">
                  {fileError}
                </Alert>
              )}
            </Box>

            <FormControlLabel
              control={<Checkbox checked={talentPool} onChange={(e) => setTalentPool(e.target.checked)} />}
              label={<Typography variant="body2">{T.talentPool(ad.company.name)}</Typography>}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
            />
            <Typography variant="body2" color="text.secondary">
              {T.privacy(RETENTION_MONTHS)}
            </Typography>

            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
            <UploadProgress value={progress} label={T.sending} />
            <Button type="submit" variant="contained" size="large" disabled={apply.isPending}>
              {apply.isPending ? T.sending : T.send}
            </Button>
          </Box>
        )}
      </Card>
    </MemberContent>
  );
}
