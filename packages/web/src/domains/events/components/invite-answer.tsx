/** Answering an event invitation right in its notification (zusagen / vielleicht / absagen). */
import type { TEventAnswer } from '@pflegepuls/shared/events';
import { EVENT_STATUS_LABELS } from '@pflegepuls/shared/events-messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { describeError } from '../../../platform/http.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useAnswerMutation } from '../api.ts';
import { EVENT_TEXTS as T } from '../texts.ts';

const ANSWERS: Array<[TEventAnswer, string]> = [
  ['attending', T.attend],
  ['maybe', T.maybe],
  ['declined', T.decline],
];

export function EventInviteAnswer({ eventId, title }: { eventId: number; title: string }) {
  const answer = useAnswerMutation(eventId);
  const showToast = useToast();
  if (answer.isSuccess) {
    return (
      <Chip
        size="small"
        variant="outlined"
        color="primary"
        label={`${T.yourAnswer}: ${EVENT_STATUS_LABELS[answer.data.data.authUserMemberStatus ?? 'invited']}`}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {ANSWERS.map(([value, label], index) => (
        <Button
          key={value}
          size="small"
          variant={index === 0 ? 'contained' : 'outlined'}
          color={index === 0 ? 'primary' : 'inherit'}
          disableElevation
          disabled={answer.isPending}
          aria-label={`${label}: ${title}`}
          onClick={() =>
            answer.mutate(value, {
              onError: (error) => showToast({ message: describeError(error), severity: 'error' }),
            })
          }
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
