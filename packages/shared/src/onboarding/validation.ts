/** Onboarding: Step validation (5.2). */
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import { type TWizardAnswers, type TWizardStep } from './steps.ts';
import { type TCalendarDate, getCalendarDate, validateBirthDate } from './dates.ts';
import { validatePostalCode } from './postal-codes.ts';

export type TStepValidation = { fieldErrors: Record<string, string>; stepError: string | null };

/** personalInfo: gender, birth date and postal code, with the step error of 5.2. */
export function validatePersonalInfo(
  answers: TWizardAnswers,
  today: TCalendarDate = getCalendarDate(),
): TStepValidation {
  const fieldErrors: Record<string, string> = {};
  if (!answers.gender?.trim()) fieldErrors['gender'] = M.genderRequired;
  const birthDate = validateBirthDate(answers.birthDate, today);
  if (birthDate) fieldErrors['birthDate'] = birthDate;
  const plz = validatePostalCode(answers.plz, answers.country);
  if (plz) fieldErrors['plz'] = plz;
  return { fieldErrors, stepError: Object.keys(fieldErrors).length ? M.personalInfoStep : null };
}

/** Input steps: every required field non-blank ("Bitte gib {label} ein"). */
export function validateInputStep(step: TWizardStep, values: Record<string, unknown>): TStepValidation {
  const fieldErrors: Record<string, string> = {};
  for (const field of step.fields ?? []) {
    const value = values[field.id];
    const isBlank =
      value === undefined ||
      value === null ||
      value === false ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (field.required && isBlank) fieldErrors[field.id] = M.fieldRequired(field.label);
  }
  return { fieldErrors, stepError: Object.keys(fieldErrors).length ? M.inputStep : null };
}

/** Selection steps: a choice, and at least one on multi-select steps; the German message or null. */
export function validateSelectionStep(step: TWizardStep, value: string | string[] | undefined) {
  if (step.allowMultiple) {
    if (Array.isArray(value) && value.length > 0) return null;
    return step.id === 'training' ? M.trainingStep : M.multiSelectStep;
  }
  return typeof value === 'string' && value !== '' ? null : M.singleSelectStep;
}

/** Phone step (5.2): "Weiter" only with a phone number and accepted terms. */
export function canContinuePhoneStep(answers: Pick<TWizardAnswers, 'phone' | 'termsAccepted'>): boolean {
  return !!answers.phone?.trim() && answers.termsAccepted === true;
}
