import type { TPostItem } from '@pflegepuls/shared/feed';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useVoteMutation } from '../api.ts';
import { getVotePercent } from '../format.ts';
import { FEED_TEXTS } from '../texts.ts';

const closesFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
/** Checkboxes and "Abstimmen" of a multiple-choice survey (group posts only): its own chunk. */
const MultipleChoiceBallot = lazy(() => import('./survey-ballot.tsx'));

/**
 * A post's survey: answer buttons (or, in a multiple-choice survey, checkboxes and "Abstimmen")
 * until the viewer votes, then results with percentages (000 §5). A closed survey shows its results.
 */
export function SurveyView({ post }: { post: TPostItem }) {
  const vote = useVoteMutation();
  const showToast = useToast();
  const survey = post.survey;
  if (!survey) return null;
  // Everyone votes first, the author too; results follow the vote or the end (000 §5).
  const showResults = survey.hasVoted || survey.isClosed;
  const total = survey.totalVotes ?? 0;
  const mine = survey.myAnswerIds.length ? survey.myAnswerIds : survey.myAnswerId ? [survey.myAnswerId] : [];

  const handleVote = (answerIds: number[]) => {
    vote.mutate(
      { post, answerIds },
      {
        onError: (error) =>
          showToast({ message: error.message || FEED_TEXTS.actionFailed, severity: 'error' }),
      },
    );
  };

  return (
    <Box
      component="section"
      aria-label={`Umfrage: ${survey.title}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: '14px', p: 2 }}
    >
      <Typography sx={{ fontWeight: 700, mb: survey.multipleChoice && !showResults ? 0.5 : 1.5 }}>
        {survey.title}
      </Typography>
      {survey.multipleChoice && !showResults && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {FEED_TEXTS.multipleChoiceHint}
        </Typography>
      )}
      {survey.multipleChoice && !showResults ? (
        <Suspense fallback={null}>
          <MultipleChoiceBallot answers={survey.answers} isPending={vote.isPending} onVote={handleVote} />
        </Suspense>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {survey.answers.map((answer) => {
            if (!showResults) {
              return (
                <Button
                  key={answer.id}
                  variant="outlined"
                  onClick={() => handleVote([answer.id])}
                  disabled={vote.isPending}
                  sx={{
                    justifyContent: 'flex-start',
                    borderRadius: '10px',
                    borderColor: 'divider',
                    color: 'text.primary',
                  }}
                >
                  {answer.text}
                </Button>
              );
            }
            const percent = getVotePercent(answer.votesCount ?? 0, total);
            const isMine = mine.includes(answer.id);
            return (
              <Box
                key={answer.id}
                sx={{
                  position: 'relative',
                  borderRadius: '10px',
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                  minHeight: 44,
                  display: 'flex',
                  alignItems: 'center',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={(theme) => ({
                    position: 'absolute',
                    inset: 0,
                    width: `${percent}%`,
                    bgcolor: alpha(theme.palette.primary.main, isMine ? 0.45 : 0.22),
                    transition: 'width 400ms ease-out',
                  })}
                />
                <Box
                  sx={{
                    position: 'relative',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    px: 1.5,
                    width: '100%',
                  }}
                >
                  {isMine && (
                    <CheckCircleRounded
                      fontSize="small"
                      titleAccess={FEED_TEXTS.yourVote}
                      sx={{ color: 'secondary.main' }}
                    />
                  )}
                  <Typography sx={{ fontWeight: isMine ? 700 : 500, flex: 1, minWidth: 0 }} noWrap>
                    {answer.text}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>{percent} %</Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {(showResults || survey.closesAt !== null) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25 }}>
          {[
            showResults ? FEED_TEXTS.votes(total) : null,
            survey.isClosed
              ? FEED_TEXTS.surveyClosed
              : survey.closesAt !== null
                ? FEED_TEXTS.surveyCloses(closesFormat.format(survey.closesAt))
                : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
