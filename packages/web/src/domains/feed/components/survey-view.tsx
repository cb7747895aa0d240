import type { TPostItem } from '@pflegepuls/shared/feed';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useToast } from '../../../ui/toast.tsx';
import { useVoteMutation } from '../api.ts';
import { getVotePercent } from '../format.ts';
import { FEED_TEXTS } from '../texts.ts';

/** A post's survey: answer buttons until the viewer votes, then results with percentages (000 §5). */
export function SurveyView({ post }: { post: TPostItem }) {
  const vote = useVoteMutation();
  const showToast = useToast();
  const survey = post.survey;
  if (!survey) return null;
  // Everyone votes first, the author too; results follow the vote (000 §5).
  const showResults = survey.hasVoted;
  const total = survey.totalVotes ?? 0;

  const handleVote = (answerId: number) => {
    vote.mutate(
      { post, answerId },
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
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>{survey.title}</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {survey.answers.map((answer) => {
          if (!showResults) {
            return (
              <Button
                key={answer.id}
                variant="outlined"
                onClick={() => handleVote(answer.id)}
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
          const isMine = survey.myAnswerId === answer.id;
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
      {showResults && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25 }}>
          {FEED_TEXTS.votes(total)}
        </Typography>
      )}
    </Box>
  );
}
