/**
 * The authentication dialog as a reducer over a tagged union of actions (001 §4.1): the mode, the
 * submission state and the banner above the form. Form values live in react-hook-form.
 */
import type { TAuthMode } from '@pflegepuls/shared/analytics-events';

export type TBanner = { message: string; severity: 'error' | 'info' | 'success' };

export type TAuthDialogState = {
  mode: TAuthMode;
  isSubmitting: boolean;
  banner: TBanner | null;
};

export type TAuthDialogAction =
  | { type: 'open'; mode: TAuthMode }
  | { type: 'switchMode'; mode: TAuthMode }
  | { type: 'submit' }
  | { type: 'fail'; banner: TBanner }
  | { type: 'showBanner'; banner: TBanner | null }
  | { type: 'finish' };

/** The state of a freshly opened dialog in `mode`. */
export function createAuthDialogState(mode: TAuthMode): TAuthDialogState {
  return { mode, isSubmitting: false, banner: null };
}

/** Applies an action; switching mode always clears the banner (001 §4.1). */
export function reduceAuthDialog(state: TAuthDialogState, action: TAuthDialogAction): TAuthDialogState {
  switch (action.type) {
    case 'open':
      return createAuthDialogState(action.mode);
    case 'switchMode':
      return state.mode === action.mode ? state : { ...state, mode: action.mode, banner: null };
    case 'submit':
      return { ...state, isSubmitting: true, banner: null };
    case 'fail':
      return { ...state, isSubmitting: false, banner: action.banner };
    case 'showBanner':
      return { ...state, banner: action.banner };
    case 'finish':
      return { ...state, isSubmitting: false };
  }
}
