import {
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_ANSWERS_MIN,
  SURVEY_TITLE_MAX,
} from '@pflegepuls/shared/constants';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getLimitCounter, type TSurveyDraft } from '../post-draft.ts';

type TSurveyEditorProps = {
  survey: TSurveyDraft;
  onChange: (survey: TSurveyDraft) => void;
  titleError?: string;
  answersError?: string;
  /** Group surveys: multiple choice and an optional end date. */
  withOptions?: boolean;
  closesAtError?: string | undefined;
};

/** `yyyy-mm-ddThh:mm` in local time, as a datetime-local field holds it. */
function toLocalInput(epoch: number | null | undefined): string {
  if (!epoch) return '';
  const date = new Date(epoch - new Date(epoch).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

/** Title and 2–10 answers of a survey, with counters near the limits (000 §5). Lazy chunk. */
export default function SurveyEditor(props: TSurveyEditorProps) {
  const { survey, onChange, titleError, answersError, withOptions, closesAtError } = props;
  const setAnswer = (index: number, value: string) =>
    onChange({ ...survey, answers: survey.answers.map((answer, i) => (i === index ? value : answer)) });
  const removeAnswer = (index: number) =>
    onChange({ ...survey, answers: survey.answers.filter((_, i) => i !== index) });
  const addAnswer = () => onChange({ ...survey, answers: [...survey.answers, ''] });
  const canRemove = survey.answers.length > SURVEY_ANSWERS_MIN;
  const canAdd = survey.answers.length < SURVEY_ANSWERS_MAX;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: '14px', bgcolor: 'action.hover' }}>
      <TextField
        label="Frage der Umfrage"
        value={survey.title}
        onChange={(event) => onChange({ ...survey, title: event.target.value })}
        error={!!titleError && survey.title.length > 0}
        helperText={
          (survey.title.length > 0 && titleError) || getLimitCounter(survey.title.length, SURVEY_TITLE_MAX)
        }
        size="small"
      />
      {survey.answers.map((answer, index) => {
        const counter = getLimitCounter(answer.length, SURVEY_ANSWER_MAX);
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={`Antwort ${index + 1}`}
              value={answer}
              onChange={(event) => setAnswer(index, event.target.value)}
              error={answer.length > SURVEY_ANSWER_MAX}
              helperText={counter}
              size="small"
            />
            {canRemove && (
              <IconButton
                aria-label={`Antwort ${index + 1} entfernen`}
                onClick={() => removeAnswer(index)}
                sx={{ mt: 0.25 }}
              >
                <CloseRounded />
              </IconButton>
            )}
          </Box>
        );
      })}
      {answersError && survey.answers.some((answer) => answer.length > 0) && (
        <Typography variant="body2" color="error">
          {answersError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          color="secondary"
          startIcon={<AddRounded />}
          onClick={addAnswer}
          disabled={!canAdd}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Antwort hinzufügen
        </Button>
        <Typography variant="caption" color="text.secondary">
          {survey.answers.length}/{SURVEY_ANSWERS_MAX} Antworten
        </Typography>
      </Box>
      {withOptions && (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={!!survey.multipleChoice}
                onChange={(event) => onChange({ ...survey, multipleChoice: event.target.checked })}
              />
            }
            label="Mehrere Antworten erlauben"
          />
          <TextField
            label="Endet am (optional)"
            type="datetime-local"
            value={toLocalInput(survey.closesAt)}
            onChange={(event) => {
              const value = event.target.value ? new Date(event.target.value).getTime() : null;
              onChange({ ...survey, closesAt: value !== null && Number.isFinite(value) ? value : null });
            }}
            error={!!closesAtError}
            helperText={closesAtError || 'Danach kann niemand mehr abstimmen.'}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Box>
  );
}
