/**
 * The wizard's flow state as a reducer over a tagged union of actions (001 §4.2). The step list is
 * never stored: it is `getFlowSteps(mode, answers)` of the current answers, so hiding or showing a
 * conditional step follows every answer. Server data (saved profile, postal check) stays outside.
 */
import {
  getFlowSteps,
  type TFlowOptions,
  type TWizardAnswers,
  type TWizardMode,
  type TWizardStep,
} from '@pflegepuls/shared/onboarding/steps';

export type TSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'succeeded' }
  | { status: 'failed'; message: string };

export type TWizardState = {
  mode: TWizardMode;
  flowOptions: TFlowOptions;
  /** False until the saved answers are loaded (edit modes) and the mode is resolved. */
  isReady: boolean;
  page: number;
  direction: 'forward' | 'back';
  answers: TWizardAnswers;
  /** The red alert above the step. */
  error: string | null;
  fieldErrors: Record<string, string>;
  submission: TSubmission;
};

export type TWizardAction =
  | { type: 'start'; mode: TWizardMode; answers: TWizardAnswers; flowOptions: TFlowOptions }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'answer'; values: Partial<TWizardAnswers> }
  | { type: 'setError'; error: string; fieldErrors?: Record<string, string> }
  | { type: 'clearError' }
  | { type: 'submitStart' }
  | { type: 'submitSuccess' }
  | { type: 'submitError'; message: string }
  | { type: 'reset'; mode: TWizardMode };

/** The state before the wizard has its data. */
export function createWizardState(mode: TWizardMode): TWizardState {
  return {
    mode,
    flowOptions: {},
    isReady: false,
    page: 0,
    direction: 'forward',
    answers: {},
    error: null,
    fieldErrors: {},
    submission: { status: 'idle' },
  };
}

/** The steps of the state's flow, in order. */
export function selectSteps(state: Pick<TWizardState, 'mode' | 'answers' | 'flowOptions'>): TWizardStep[] {
  return getFlowSteps(state.mode, state.answers, state.flowOptions);
}

const clearErrors = { error: null, fieldErrors: {} };

/** Applies an action; moving is blocked while the answers are being saved. */
export function reduceWizard(state: TWizardState, action: TWizardAction): TWizardState {
  const isSaving = state.submission.status === 'submitting';
  switch (action.type) {
    case 'start':
      return {
        ...createWizardState(action.mode),
        flowOptions: action.flowOptions,
        answers: action.answers,
        isReady: true,
      };
    case 'next': {
      if (isSaving) return state;
      const last = selectSteps(state).length - 1;
      if (state.page >= last) return state;
      return { ...state, ...clearErrors, page: state.page + 1, direction: 'forward' };
    }
    case 'prev':
      if (isSaving || state.page === 0) return state;
      return {
        ...state,
        ...clearErrors,
        page: state.page - 1,
        direction: 'back',
        // Going back from a failed submission lets the member fix the data and reach the end again.
        submission: state.submission.status === 'failed' ? { status: 'idle' } : state.submission,
      };
    case 'answer': {
      const fieldErrors = { ...state.fieldErrors };
      for (const key of Object.keys(action.values)) delete fieldErrors[key];
      // Editing clears the alert (001 §4.2).
      return { ...state, answers: { ...state.answers, ...action.values }, error: null, fieldErrors };
    }
    case 'setError':
      return { ...state, error: action.error, fieldErrors: action.fieldErrors ?? state.fieldErrors };
    case 'clearError':
      return { ...state, error: null };
    case 'submitStart':
      return { ...state, ...clearErrors, submission: { status: 'submitting' } };
    case 'submitSuccess':
      return { ...state, submission: { status: 'succeeded' } };
    case 'submitError':
      return { ...state, error: action.message, submission: { status: 'failed', message: action.message } };
    case 'reset':
      return createWizardState(action.mode);
  }
}
