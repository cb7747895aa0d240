/**
 * `bewerbungen/{id}`: one application. The applicant sees the timeline, can withdraw and manage
 * the talent-pool consent; the company's members see the profile as sent, the files, move the
 * application through the stages (a rejection with an optional template reason) and keep notes.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  APPLICATION_MESSAGES,
  APPLICATION_FINAL_STATUSES,
  APPLICATION_NOTE_MAX,
  APPLICATION_REJECT_REASONS,
  APPLICATION_SETTABLE_STATUSES,
  APPLICATION_STATUS_LABELS,
  TALENT_POOL_RENEW_MS,
  type TRejectReason,
} from '@pflegepuls/shared/applications-messages';
import type { TApplication } from '@pflegepuls/shared/applications';
import { jobAdUrl } from '@pflegepuls/shared/jobs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { CompanyLogo } from '../../jobs/components/job-card.tsx';
import { useApplicationAction, useApplicationQuery } from '../api.ts';
import { formatDay, StatusChip, StatusTimeline } from '../components/status.tsx';
import { APPLICATION_TEXTS as T } from '../texts.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function Files({ application }: { application: TApplication }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {application.files.map((file) => (
        <li key={file.id}>
          <Button
            component="a"
            href={`/api/applications/${application.id}/files/${file.id}`}
            startIcon={<PictureAsPdfOutlined />}
            variant="outlined"
            size="small"
            sx={{ maxWidth: '100%', justifyContent: 'flex-start' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {file.fileName}
            </Box>
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** "2025-04" → "04/2025". */
const month = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');

function Profile({ application }: { application: TApplication }) {
  const p = application.profile;
  const facts = [
    p.qualification,
    p.yearsOfExperience ? T.yearsOfExperience(p.yearsOfExperience) : null,
    [p.plz, p.city].filter(Boolean).join(' ') || null,
    p.hasDriverLicense ? T.driverLicense : null,
  ].filter(Boolean);
  const list = (title: string, items: string[]) =>
    items.length > 0 && (
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item, i) => (
            <Typography component="li" variant="body2" key={i}>
              {item}
            </Typography>
          ))}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>
          <Link to={`/profile/${p.userName}`} style={{ color: 'inherit' }}>
            {p.fullName}
          </Link>
        </Typography>
        {p.currentPosition && <Typography variant="body2">{p.currentPosition}</Typography>}
        {facts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        )}
      </Box>
      {application.viewer === 'company' && (p.email || p.phone) && (
        <Typography variant="body2">
          {p.email && <a href={`mailto:${p.email}`}>{p.email}</a>}
          {p.email && p.phone && ' · '}
          {p.phone && <a href={`tel:${p.phone.replace(/\s+/g, '')}`}>{p.phone}</a>}
        </Typography>
      )}
      {p.summary && <Typography variant="body2">{p.summary}</Typography>}
      {list(
        T.experience,
        p.experiences.map(
          (e) =>
            `${e.title}, ${e.employer} (${month(e.fromMonth)} – ${e.isCurrent ? T.today : month(e.toMonth)})`,
        ),
      )}
      {list(
        T.education,
        p.educations.map((e) => `${e.degree}, ${e.institution}${e.toMonth ? ` (${month(e.toMonth)})` : ''}`),
      )}
      {list(
        T.trainings,
        p.trainings.map((t) => `${t.title} (${t.year})`),
      )}
      {list(
        T.languages,
        p.languages.map((l) => l.name),
      )}
    </Box>
  );
}

function ApplicantActions({ application }: { application: TApplication }) {
  const action = useApplicationAction(application.id);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const failed = () => toast({ message: T.actionFailed, severity: 'error' });
  const company = application.jobAd.company.name;
  const until = application.talentPoolUntil;
  // The time the page opened: close enough for a prompt measured in weeks.
  const [openedAt] = useState(() => Date.now());
  const renewSoon = until !== null && until - openedAt < TALENT_POOL_RENEW_MS;
  const open = !APPLICATION_FINAL_STATUSES.includes(application.status);
  return (
    <>
      {application.status !== 'withdrawn' && (
        <Section id="application-pool" title={T.talentPoolHeading}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {until !== null ? T.talentPoolOn(company, formatDay(until)) : T.talentPoolOff(company)}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={until !== null}
                disabled={action.isPending}
                onChange={(e) =>
                  action.mutate({ kind: 'talentPool', consent: e.target.checked }, { onError: failed })
                }
              />
            }
            label={T.talentPoolSwitch}
          />
          {renewSoon && (
            <Alert
              severity="info"
              sx={{ mt: 1 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => action.mutate({ kind: 'talentPool', consent: true }, { onError: failed })}
                >
                  {T.renew}
                </Button>
              }
            >
              {T.talentPoolRenew}
            </Alert>
          )}
        </Section>
      )}
      {open && (
        <Button
          color="error"
          variant="outlined"
          onClick={() => setConfirming(true)}
          sx={{ justifySelf: 'start' }}
        >
          {T.withdraw}
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">{T.withdrawTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.withdrawText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{T.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { kind: 'withdraw' },
                {
                  onSuccess: () => {
                    setConfirming(false);
                    toast({ message: APPLICATION_MESSAGES.withdrawn, severity: 'success' });
                  },
                  onError: failed,
                },
              )
            }
          >
            {T.withdraw}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function CompanyActions({ application }: { application: TApplication }) {
  const action = useApplicationAction(application.id);
  const toast = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<TRejectReason | ''>('');
  const [note, setNote] = useState('');
  const failed = (error: Error) =>
    toast({ message: isApiError(error) ? error.message : T.actionFailed, severity: 'error' });
  const locked = application.status === 'withdrawn';
  const move = (status: (typeof APPLICATION_SETTABLE_STATUSES)[number], why: TRejectReason | null = null) =>
    action.mutate(
      { kind: 'status', input: { status, reason: why } },
      {
        onSuccess: () => {
          setRejecting(false);
          toast({ message: T.statusChanged, severity: 'success' });
        },
        onError: failed,
      },
    );
  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    action.mutate({ kind: 'note', text: note.trim() }, { onSuccess: () => setNote(''), onError: failed });
  };
  return (
    <>
      {!locked && (
        <Section id="application-move" title={T.moveTo}>
          <Box role="group" aria-label={T.moveTo} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {APPLICATION_SETTABLE_STATUSES.filter((s) => s !== 'rejected').map((stage) => (
              <Button
                key={stage}
                variant={application.status === stage ? 'contained' : 'outlined'}
                aria-pressed={application.status === stage}
                disabled={action.isPending}
                onClick={() => move(stage)}
              >
                {APPLICATION_STATUS_LABELS[stage]}
              </Button>
            ))}
            <Button
              color="error"
              variant="outlined"
              disabled={action.isPending}
              onClick={() => setRejecting(true)}
            >
              {T.reject}
            </Button>
          </Box>
        </Section>
      )}
      <Section id="application-notes" title={T.notes}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {T.notesHint}
        </Typography>
        {application.notes && application.notes.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5 }}>
            {application.notes.map((n) => (
              <li key={n.id}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {n.text}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[n.authorName, formatDay(n.createdAt)].filter(Boolean).join(' · ')}
                </Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {T.noNotes}
          </Typography>
        )}
        <Box component="form" onSubmit={submitNote} sx={{ display: 'grid', gap: 1 }}>
          <TextField
            id="application-note"
            label={T.notePlaceholder}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: APPLICATION_NOTE_MAX } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!note.trim() || action.isPending}
            sx={{ justifySelf: 'start' }}
          >
            {T.addNote}
          </Button>
        </Box>
      </Section>
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        aria-labelledby="reject-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="reject-title">{T.rejectTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.rejectText}</DialogContentText>
          <TextField
            select
            fullWidth
            id="reject-reason"
            label={T.rejectReason}
            value={reason}
            onChange={(e) => setReason(e.target.value as TRejectReason | '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{T.noReason}</option>
            {APPLICATION_REJECT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{T.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={action.isPending}
            onClick={() => move('rejected', reason || null)}
          >
            {T.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function ApplicationPage() {
  // The route is /bewerbungen/* (one route table entry for the list and the detail).
  const id = Number((useParams()['*'] ?? '').split('/')[0]);
  const query = useApplicationQuery(id);
  const application = query.data;

  if (query.isPending)
    return (
      <MemberContent>
        <Card role="status" sx={{ p: 3 }} aria-busy="true" aria-label={T.loading}>
          <Skeleton width="70%" height={36} />
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
        </Card>
      </MemberContent>
    );
  if (query.isError || !application)
    return (
      <MemberContent>
        {isApiError(query.error, 404, 422) || !application ? (
          <Card sx={{ p: 3, textAlign: 'center' }}>
            <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
              {T.notFound}
            </Typography>
            <Button component={Link} to="/bewerbungen">
              {T.mine}
            </Button>
          </Card>
        ) : (
          <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            {T.loadFailed}
          </LoadErrorAlert>
        )}
      </MemberContent>
    );

  const { jobAd } = application;
  const forCompany = application.viewer === 'company';
  const reason = APPLICATION_REJECT_REASONS.find((r) => r.value === application.rejectReason)?.label;
  return (
    <MemberContent>
      <Button
        component={Link}
        to={
          forCompany
            ? `/arbeitgeber/${jobAd.company.id}/stellenanzeigen/${jobAd.uid}/bewerbungen`
            : '/bewerbungen'
        }
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 1.5 }}
      >
        {forCompany ? T.toPipeline : T.mine}
      </Button>
      <Box component="article" sx={{ display: 'grid', gap: 2 }}>
        <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CompanyLogo name={jobAd.company.name} logoUrl={jobAd.company.logoUrl} size={48} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                component="h1"
                variant="h5"
                sx={{ fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere', hyphens: 'auto' }}
              >
                {forCompany ? application.profile.fullName : jobAd.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {forCompany ? (
                  <Link to={jobAdUrl(jobAd.uid, jobAd.company.name)} style={{ color: 'inherit' }}>
                    {jobAd.title}
                  </Link>
                ) : (
                  <Link to={`/arbeitgeber/${jobAd.company.id}`} style={{ color: 'inherit' }}>
                    {jobAd.company.name}
                  </Link>
                )}{' '}
                · {T.appliedOn(formatDay(application.createdAt))}
              </Typography>
            </Box>
            <StatusChip status={application.status} size="medium" />
          </Box>
          {!forCompany && (
            <Button
              component={Link}
              to={jobAdUrl(jobAd.uid, jobAd.company.name)}
              sx={{ justifySelf: 'start' }}
            >
              {T.backToAd}
            </Button>
          )}
        </Card>

        <Section id="application-timeline" title={T.timeline}>
          <StatusTimeline application={application} />
          {application.status === 'rejected' && reason && (
            <Alert severity="info" sx={{ mt: 1 }}>
              <strong>{T.rejectedReason}:</strong> {reason}
            </Alert>
          )}
          {application.deleteAt !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {T.deleteAt(formatDay(application.deleteAt))}
            </Typography>
          )}
        </Section>

        {forCompany ? (
          <CompanyActions application={application} />
        ) : (
          <ApplicantActions application={application} />
        )}

        {application.message && (
          <Section id="application-message" title={forCompany ? T.message2 : T.yourMessage}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {application.message}
            </Typography>
          </Section>
        )}
        {application.files.length > 0 && (
          <Section id="application-files" title={T.attachments}>
            <Files application={application} />
          </Section>
        )}
        <Section id="application-profile" title={T.sentProfile}>
          <Profile application={application} />
        </Section>
      </Box>
    </MemberContent>
  );
}
