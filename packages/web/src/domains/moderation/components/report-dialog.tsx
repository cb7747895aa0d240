import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MODERATION_MESSAGES as M,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type TModerationContentType,
  type TReportReason,
} from '@pflegepuls/shared/moderation-messages';
import { useId, useState } from 'react';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useReportMutation } from '../api.ts';

export type TReportDialogProps = {
  open: boolean;
  contentType: TModerationContentType;
  contentId: number;
  onClose: () => void;
};

/** "Melden": a reason from the list and an optional text; a toast confirms at once (lazy chunk). */
export default function ReportDialog({ open, contentType, contentId, onClose }: TReportDialogProps) {
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [text, setText] = useState('');
  const report = useReportMutation();
  const showToast = useToast();
  const titleId = useId();
  const introId = useId();

  const send = () => {
    if (!reason) return;
    report.mutate(
      { contentType, contentId, reason, ...(text.trim() ? { text: text.trim() } : {}) },
      {
        onSuccess: (answer) => {
          showToast({ message: answer.message, severity: 'success' });
          onClose();
        },
        onError: (error) => showToast({ message: error.message || M.reportFailed, severity: 'error' }),
      },
    );
  };

  return (
    <ResponsiveSheet open={open} onClose={onClose} labelledBy={titleId} describedBy={introId} maxWidth="xs">
      <DialogTitle id={titleId}>{M.reportTitle}</DialogTitle>
      <DialogContent>
        <Typography id={introId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {M.reportIntro}
        </Typography>
        <RadioGroup
          aria-label={M.reportReasonLabel}
          value={reason ?? ''}
          onChange={(event) => setReason(event.target.value as TReportReason)}
        >
          {REPORT_REASONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={REPORT_REASON_LABELS[value]}
            />
          ))}
        </RadioGroup>
        <TextField
          label={M.reportTextLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1.5 }}
          slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="secondary" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button variant="contained" onClick={send} disabled={!reason || report.isPending}>
          {M.reportSend}
        </Button>
      </DialogActions>
    </ResponsiveSheet>
  );
}
