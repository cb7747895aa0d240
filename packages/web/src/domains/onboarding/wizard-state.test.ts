import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '@pflegepuls/shared';
import { ApiError } from '../../platform/http.ts';
import { getRegistrationErrorMessage } from './registration-errors.ts';
import {
  createWizardState,
  reduceWizard,
  selectSteps,
  type TWizardAction,
  type TWizardState,
} from './wizard-state.ts';

const run = (state: TWizardState, ...actions: TWizardAction[]) => actions.reduce(reduceWizard, state);
const started = (mode: TWizardState['mode'] = 'standard') =>
  reduceWizard(createWizardState(mode), { type: 'start', mode, answers: { country: 'DE' }, flowOptions: {} });
const ids = (state: TWizardState) => selectSteps(state).map((step) => step.id);

describe('wizard flow state', () => {
  it('moves forward and back, never before the first or past the last step', () => {
    let state = run(started(), { type: 'prev' });
    expect(state.page).toBe(0);
    state = run(state, { type: 'next' }, { type: 'next' });
    expect(selectSteps(state)[state.page]?.id).toBe('hasTraining');
    state = run(state, { type: 'prev' });
    expect(state.page).toBe(1);
    expect(state.direction).toBe('back');
    const last = ids(state).length - 1;
    state = run(state, ...Array.from({ length: last + 3 }, () => ({ type: 'next' }) as const));
    expect(state.page).toBe(last);
  });

  it('re-filters the steps as answers change (job offers yes, Krankenhaus and Ambulante Pflege)', () => {
    let state = started();
    expect(ids(state)).not.toContain('workArea');
    state = run(state, {
      type: 'answer',
      values: { jobOffers: 'yes', workArea: ['krankenhaus', 'ambulante_pflege'] },
    });
    expect(ids(state)).toEqual(
      expect.arrayContaining(['workArea', 'workAreaHospital', 'driverLicense', 'phone']),
    );
    expect(ids(state)).not.toContain('workAreaStationary');
  });

  it('clears the alert on editing and blocks moving while saving', () => {
    let state = run(started(), { type: 'setError', error: M.trainingStep, fieldErrors: { training: 'x' } });
    expect(state.error).toBe(M.trainingStep);
    state = run(state, { type: 'answer', values: { training: ['praxisanleitung'] } });
    expect(state.error).toBeNull();
    expect(state.fieldErrors).toEqual({});
    state = run(state, { type: 'next' }, { type: 'submitStart' });
    const page = state.page;
    state = run(state, { type: 'next' }, { type: 'prev' });
    expect(state.page).toBe(page);
    state = run(state, { type: 'submitError', message: M.noConnection });
    expect(state.error).toBe(M.noConnection);
    expect(state.submission).toEqual({ status: 'failed', message: M.noConnection });
  });

  it('resets to a fresh state', () => {
    const state = run(started('editMode'), { type: 'next' }, { type: 'reset', mode: 'editMode' });
    expect(state).toEqual(createWizardState('editMode'));
  });
});

describe('registration error texts (001 §8.2)', () => {
  it('maps every failure to the spec text', () => {
    expect(getRegistrationErrorMessage(new ApiError(0, 'x'))).toBe(M.noConnection);
    expect(getRegistrationErrorMessage(new DOMException('t', 'TimeoutError'))).toBe(M.noConnection);
    expect(getRegistrationErrorMessage(new ApiError(422, 'x'))).toBe(M.registrationValidationFailed);
    expect(
      getRegistrationErrorMessage(
        new ApiError(422, 'x', {
          errors: { plz: ['Bitte gib deine Postleitzahl ein'], gender: ['Bitte wähle dein Geschlecht aus'] },
        }),
      ),
    ).toBe('Postleitzahl: Bitte gib deine Postleitzahl ein\nGeschlecht: Bitte wähle dein Geschlecht aus');
    expect(getRegistrationErrorMessage(new ApiError(500, 'x'))).toBe(M.serverError(500));
    expect(getRegistrationErrorMessage(new TypeError('boom'))).toBe(M.unexpectedError);
    expect(getRegistrationErrorMessage('weird')).toBe(M.unknownError);
  });
});
