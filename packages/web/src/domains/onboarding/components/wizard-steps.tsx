/**
 * The bodies of the wizard's step types (001 §2.3): intro, selection, input and the custom steps
 * urocampus, personalInfo, phone, success and editModeSuccess. Steps only render and report
 * changes; moving on, validation and saving belong to the wizard.
 */
import { formatBirthDateInput } from '@pflegepuls/shared/onboarding/dates';
import { ONBOARDING_MESSAGES as M } from '@pflegepuls/shared/onboarding/messages';
import {
  adjustPostalCodeForCountry,
  getPostalCodeLength,
  sanitizePostalCodeInput,
} from '@pflegepuls/shared/onboarding/postal-codes';
import type { TWizardAnswers, TWizardField, TWizardStep } from '@pflegepuls/shared/onboarding/steps';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import type { TPostalCheck } from '../use-postal-code-check.ts';
import type { TSubmission } from '../wizard-state.ts';
import { OptionCard } from './option-card.tsx';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';

export type TAnswerChange = (values: Partial<TWizardAnswers>, fieldId?: string) => void;

type TAnswerValue = string | string[] | boolean | undefined;
const readAnswer = (answers: TWizardAnswers, id: string): TAnswerValue =>
  (answers as Record<string, TAnswerValue>)[id];

type THeadingProps = {
  step: TWizardStep;
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  note?: string;
};

/** The step's title (focused on every step change) and subtitle. */
export function StepHeading({ step, titleId, headingRef, note }: THeadingProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ fontSize: { xs: '1.45rem', md: '1.65rem' }, outline: 'none' }}
      >
        {step.title}
      </Typography>
      {step.subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {step.subtitle}
        </Typography>
      )}
      {note && (
        <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 650, color: 'secondary.main' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** A configuration error of the step data (001 §8.2), shown instead of the step. */
export function StepConfigError({ message }: { message: string }) {
  return (
    <Box
      role="alert"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4, color: 'error.main', fontWeight: 650 }}
    >
      <ErrorOutlineRounded aria-hidden="true" />
      <Typography sx={{ fontWeight: 650 }}>{message}</Typography>
    </Box>
  );
}

/** The intro: a welcome with a short explanation. */
export function IntroStep({ step, heading }: { step: TWizardStep; heading: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', pt: { xs: 1, md: 2 } }}>
      <Box
        aria-hidden="true"
        sx={{
          mx: 'auto',
          mb: 3,
          width: 96,
          height: 96,
          borderRadius: '28px',
          display: 'grid',
          placeItems: 'center',
          fontSize: 48,
          background: (theme) =>
            `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.28)}, ${alpha(theme.palette.primary.main, 0.08)})`,
        }}
      >
        👋
      </Box>
      {heading}
      {step.content && (
        <Typography color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', mt: -1 }}>
          {step.content}
        </Typography>
      )}
    </Box>
  );
}

type TSelectionProps = {
  step: TWizardStep;
  value: TAnswerValue;
  titleId: string;
  onSelect: (value: string) => void;
};

/** Single or multiple choice as a list of option cards. */
export function SelectionStep({ step, value, titleId, onSelect }: TSelectionProps) {
  const options = step.options ?? [];
  const isMultiple = step.allowMultiple === true;
  const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const isCompact = options.every((option) => !option.emoji);
  return (
    <Box
      role={isMultiple ? 'group' : 'radiogroup'}
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: isCompact && options.length > 8 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        },
      }}
    >
      {options.map((option) => (
        <OptionCard
          key={option.value}
          option={option}
          isSelected={selected.includes(option.value)}
          isMultiple={isMultiple}
          isCompact={isCompact}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}

type TPersonalInfoProps = {
  step: TWizardStep;
  answers: TWizardAnswers;
  fieldErrors: Record<string, string>;
  postalCheck: TPostalCheck;
  onAnswer: TAnswerChange;
};

/** Gender, birth date, country and postal code with the server check (001 §5.2). */
export function PersonalInfoStep({ step, answers, fieldErrors, postalCheck, onAnswer }: TPersonalInfoProps) {
  const fields = new Map((step.fields ?? []).map((field) => [field.id, field]));
  const genderField = fields.get('gender');
  const birthField = fields.get('birthDate');
  const countryField = fields.get('country');
  const plzField = fields.get('plz');
  const country = answers.country || 'DE';
  const plz = answers.plz ?? '';
  const noPlace = { location: undefined, location_city: undefined, location_state: undefined };

  const plzError = fieldErrors['plz'] ?? (postalCheck.status === 'invalid' ? postalCheck.message : undefined);
  const plzHelper =
    plzError ??
    (postalCheck.status === 'valid' ? postalCheck.place.formatted_location : plzField?.helperText);

  return (
    <Stack spacing={2.75}>
      {genderField && (
        <Box>
          <Typography id="onboarding-gender-label" sx={{ fontWeight: 650, mb: 1 }}>
            {genderField.label}
          </Typography>
          <Box
            role="radiogroup"
            aria-labelledby="onboarding-gender-label"
            aria-describedby={fieldErrors['gender'] ? 'onboarding-gender-error' : undefined}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
          >
            {(genderField.options ?? []).map((option) => (
              <OptionCard
                key={option.value}
                option={option}
                isSelected={answers.gender === option.value}
                isMultiple={false}
                isCompact
                isCentered
                onSelect={(value) => onAnswer({ gender: value }, 'gender')}
              />
            ))}
          </Box>
          {fieldErrors['gender'] && (
            <FormHelperText id="onboarding-gender-error" error sx={{ mx: 1.75 }}>
              {fieldErrors['gender']}
            </FormHelperText>
          )}
        </Box>
      )}
      {birthField && (
        <TextField
          id="onboarding-birthDate"
          label={birthField.label}
          placeholder={birthField.placeholder}
          value={answers.birthDate ?? ''}
          onChange={(event) =>
            onAnswer(
              { birthDate: formatBirthDateInput(event.target.value, answers.birthDate ?? '') },
              'birthDate',
            )
          }
          required
          autoComplete="bday"
          error={Boolean(fieldErrors['birthDate'])}
          helperText={fieldErrors['birthDate'] ?? 'Format TT.MM.JJJJ'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1.2fr' }, gap: 2 }}>
        {countryField && (
          <TextField
            id="onboarding-country"
            select
            label={countryField.label}
            value={country}
            onChange={(event) => {
              const next = event.target.value;
              const adjusted = adjustPostalCodeForCountry(plz, next);
              onAnswer(
                { country: next, ...(adjusted === plz ? {} : { plz: adjusted, ...noPlace }) },
                'country',
              );
            }}
            required
          >
            {(countryField.options ?? []).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                <Box component="span" aria-hidden="true" sx={{ mr: 1 }}>
                  {option.emoji}
                </Box>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {plzField && (
          <TextField
            id="onboarding-plz"
            label={plzField.label}
            placeholder={plzField.placeholder}
            value={plz}
            onChange={(event) =>
              onAnswer({ plz: sanitizePostalCodeInput(event.target.value, country), ...noPlace }, 'plz')
            }
            required
            autoComplete="postal-code"
            error={Boolean(plzError)}
            helperText={
              <Box
                component="span"
                aria-live="polite"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {!plzError && postalCheck.status === 'valid' && (
                  <LocationOnRounded aria-hidden="true" sx={{ fontSize: 16, color: 'success.main' }} />
                )}
                {plzHelper}
              </Box>
            }
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: getPostalCodeLength(country).max,
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    {postalCheck.status === 'validating' && (
                      <CircularProgress size={20} aria-label="Postleitzahl wird geprüft" />
                    )}
                    {postalCheck.status === 'valid' && (
                      <CheckCircleRounded
                        titleAccess="Postleitzahl gefunden"
                        sx={{ color: 'success.main' }}
                      />
                    )}
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Box>
    </Stack>
  );
}

type TUrocampusProps = { step: TWizardStep; isJoining: boolean; onToggle: () => void };

/** The Urocampus opt-in: ticking opens the privacy dialog, unticking just unticks. */
export function UrocampusStep({ step, isJoining, onToggle }: TUrocampusProps) {
  const label = String(step.customProps?.['checkboxLabel'] ?? step.title);
  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          p: 2.5,
          borderRadius: '18px',
          bgcolor: '#F6F1EB',
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <Box aria-hidden="true" sx={{ fontSize: 36, lineHeight: 1 }}>
          🎓
        </Box>
        <Typography color="text.secondary">{step.content}</Typography>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={isJoining} onChange={onToggle} />}
        label={<Typography sx={{ fontWeight: 650 }}>{label}</Typography>}
        sx={{
          mx: 0,
          px: 1,
          py: 0.75,
          borderRadius: '14px',
          border: '2px solid',
          borderColor: isJoining ? 'primary.main' : '#EDE5DC',
          bgcolor: (theme) => (isJoining ? alpha(theme.palette.primary.main, 0.12) : 'background.paper'),
        }}
      />
    </Stack>
  );
}

type TFieldsProps = {
  fields: readonly TWizardField[];
  answers: TWizardAnswers;
  fieldErrors: Record<string, string>;
  onAnswer: TAnswerChange;
};

/** Form fields of an input or phone step: text, tel, select and checkbox. */
export function StepFields({ fields, answers, fieldErrors, onAnswer }: TFieldsProps) {
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => {
        const value = readAnswer(answers, field.id);
        const error = fieldErrors[field.id];
        const id = `onboarding-${field.id}`;
        if (field.type === 'checkbox') {
          return (
            <Box key={field.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    id={id}
                    checked={value === true}
                    onChange={(event) => onAnswer({ [field.id]: event.target.checked }, field.id)}
                  />
                }
                label={field.label}
                sx={{ alignItems: 'flex-start', mx: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
              />
              {error && (
                <FormHelperText error sx={{ mx: 1.75 }}>
                  {error}
                </FormHelperText>
              )}
            </Box>
          );
        }
        return (
          <TextField
            key={field.id}
            id={id}
            select={field.type === 'select'}
            type={field.type === 'tel' ? 'tel' : 'text'}
            label={field.label}
            placeholder={field.placeholder}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onAnswer({ [field.id]: event.target.value }, field.id)}
            required={field.required}
            autoComplete={field.type === 'tel' ? 'tel' : undefined}
            error={Boolean(error)}
            helperText={error ?? field.helperText}
            slotProps={field.type === 'tel' ? { htmlInput: { inputMode: 'tel' } } : undefined}
          >
            {field.type === 'select'
              ? (field.options ?? []).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        );
      })}
    </Stack>
  );
}

const pop = keyframes`
  0% { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(1); }
`;

type TSuccessProps = {
  step: TWizardStep;
  heading: ReactNode;
  submission: TSubmission;
  joinedUrocampus: boolean;
  isLeaving: boolean;
};

/** The end of the flow: saving, then a tick and a thank-you that slides out before closing. */
export function SuccessStep({ step, heading, submission, joinedUrocampus, isLeaving }: TSuccessProps) {
  const isSaving = submission.status === 'submitting' || submission.status === 'idle';
  const isDone = submission.status === 'succeeded';
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 3, md: 5 },
        transition: 'transform 400ms ease, opacity 400ms ease',
        transform: isLeaving ? 'translateX(-32px)' : 'none',
        opacity: isLeaving ? 0 : 1,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {isSaving && (
        <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2.5, pt: 2 }}>
          <CircularProgress aria-hidden="true" size={48} />
          {heading}
        </Box>
      )}
      {!isSaving && (
        <>
          <Box
            aria-hidden="true"
            sx={{
              mx: 'auto',
              mb: 2.5,
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: (theme) =>
                isDone ? alpha(theme.palette.success.main, 0.12) : alpha(theme.palette.error.main, 0.1),
              color: isDone ? 'success.main' : 'error.main',
              animation: `${pop} 450ms ease-out both`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {isDone ? (
              <CheckCircleRounded sx={{ fontSize: 56 }} />
            ) : (
              <ErrorOutlineRounded sx={{ fontSize: 56 }} />
            )}
          </Box>
          <Box role="status">
            {heading}
            {isDone && joinedUrocampus && (
              <Typography sx={{ fontWeight: 650, color: 'secondary.main' }}>{M.joinedUrocampus}</Typography>
            )}
            {isDone && (
              <Box component="span" sx={visuallyHidden}>
                {step.type === 'editModeSuccess' ? M.saved : M.completed}
              </Box>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
