/** The ballot of a multiple-choice survey: a checkbox per answer and "Abstimmen" (lazy chunk). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';

type TBallotProps = {
  answers: Array<{ id: number; text: string }>;
  isPending: boolean;
  onVote: (answerIds: number[]) => void;
};

export default function SurveyBallot({ answers, isPending, onVote }: TBallotProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {answers.map((answer) => (
        <FormControlLabel
          key={answer.id}
          control={
            <Checkbox
              checked={chosen.includes(answer.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, answer.id] : current.filter((id) => id !== answer.id),
                )
              }
            />
          }
          label={answer.text}
          sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', mx: 0, pr: 1.5, minHeight: 44 }}
        />
      ))}
      <Button
        variant="contained"
        onClick={() => onVote(chosen)}
        disabled={chosen.length === 0 || isPending}
        sx={{ mt: 0.5, justifySelf: 'start' }}
      >
        Abstimmen
      </Button>
    </Box>
  );
}
