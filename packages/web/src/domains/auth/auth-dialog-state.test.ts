import { describe, expect, it } from 'vitest';
import { createAuthDialogState, reduceAuthDialog } from './auth-dialog-state.ts';

describe('reduceAuthDialog (001 §4.1)', () => {
  it('switching mode clears the banner', () => {
    const failed = reduceAuthDialog(createAuthDialogState('login'), {
      type: 'fail',
      banner: { message: 'Fehler', severity: 'error' },
    });
    expect(failed.banner).not.toBeNull();
    expect(reduceAuthDialog(failed, { type: 'switchMode', mode: 'password-reset' })).toEqual({
      mode: 'password-reset',
      isSubmitting: false,
      banner: null,
    });
  });

  it('goes idle → submitting → error shown', () => {
    const submitting = reduceAuthDialog(createAuthDialogState('register'), { type: 'submit' });
    expect(submitting.isSubmitting).toBe(true);
    const failed = reduceAuthDialog(submitting, {
      type: 'fail',
      banner: { message: 'x', severity: 'error' },
    });
    expect(failed).toMatchObject({ isSubmitting: false, banner: { message: 'x' } });
  });

  it('opening starts fresh in the requested mode', () => {
    const busy = reduceAuthDialog(createAuthDialogState('login'), { type: 'submit' });
    expect(reduceAuthDialog(busy, { type: 'open', mode: 'new-password' })).toEqual(
      createAuthDialogState('new-password'),
    );
  });
});
