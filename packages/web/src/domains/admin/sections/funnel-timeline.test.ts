import { ONBOARDING_EVENT_TYPES } from '@pflegepuls/shared/onboarding/analytics';
import { WIZARD_MODES, WIZARD_STEP_IDS } from '@pflegepuls/shared/onboarding/steps';
import { AUTH_METHODS, REGISTRATION_EVENT_TYPES } from '@pflegepuls/shared/analytics-events';
import { describe, expect, it } from 'vitest';
import {
  AUTH_METHOD_LABELS,
  dropOffStepLabel,
  MODE_LABELS,
  ONBOARDING_EVENT_LABELS,
  REGISTRATION_EVENT_LABELS,
  STEP_LABELS,
} from './funnel-labels.ts';
import { describeOnboardingStep, describeRegistrationEvent, splitSelectedValue } from './funnel-timeline.ts';

describe('German names of the ids', () => {
  it('has one for every wizard step, mode, event type and auth method the app records', () => {
    for (const [ids, labels] of [
      [WIZARD_STEP_IDS, STEP_LABELS],
      [WIZARD_MODES, MODE_LABELS],
      [ONBOARDING_EVENT_TYPES, ONBOARDING_EVENT_LABELS],
      [REGISTRATION_EVENT_TYPES, REGISTRATION_EVENT_LABELS],
      [AUTH_METHODS, AUTH_METHOD_LABELS],
    ] as const)
      for (const id of ids) expect(labels[id], id).toBeTruthy();
  });

  it('names drop-off steps of both funnels and shows an unknown id as it is', () => {
    expect(dropOffStepLabel('workAreaHospital')).toBe('Krankenhaus-Bereich');
    expect(dropOffStepLabel('firstName')).toBe('Vorname');
    expect(dropOffStepLabel('social_login')).toBe('Social-Login');
    expect(dropOffStepLabel('one_time_login_submitted')).toBe('Einmal-Login angefordert');
    expect(dropOffStepLabel('password_reset')).toBe('Passwort zurücksetzen');
    expect(dropOffStepLabel('somethingNew')).toBe('somethingNew');
    expect(dropOffStepLabel(null)).toBe('–');
  });
});

describe('session timelines (001 §3.3)', () => {
  it('describes an onboarding step with the time spent and the chosen options in German', () => {
    const entry = describeOnboardingStep({
      id: 7,
      step_id: 'training',
      event_type: 'step_completed',
      event_data: {
        time_spent_seconds: 75,
        field_id: 'training',
        selected_value: '["stoma_kontinenz","andere"]',
      },
      created_at: '2026-11-27T13:05:09.000Z',
    });
    expect(entry).toEqual({
      key: 7,
      title: 'Schritt abgeschlossen',
      context: 'Weiterbildungen',
      details: [
        'Verweildauer: 1\u00a0Min. 15\u00a0Sek.',
        'Feld: Weiterbildungen',
        'Auswahl: Stoma-, Kontinenz- und Wundpflege, Andere Weiterbildung',
      ],
      when: '14:05:09',
    });
    expect(
      describeOnboardingStep({
        id: 8,
        step_id: 'education',
        event_type: 'step_back_navigation',
        event_data: {},
        created_at: '2026-11-27T13:05:09.000Z',
      }).details,
    ).toEqual([]);
  });

  it('reads lists as JSON or separated by commas', () => {
    expect(splitSelectedValue('a, b,c')).toEqual(['a', 'b', 'c']);
    expect(splitSelectedValue('["a","b"]')).toEqual(['a', 'b']);
    expect(splitSelectedValue('[kein json')).toEqual(['[kein json']);
  });

  it('describes registration events with modes, provider, field, input length and time since start', () => {
    const event = (event_type: string, event_data: Record<string, string | number>, seconds: number) =>
      describeRegistrationEvent({
        id: 1,
        event_type,
        event_data,
        occurred_at: '',
        time_since_start_seconds: seconds,
      });
    expect(event('mode_switched', { from_mode: 'login', to_mode: 'register' }, 4)).toMatchObject({
      title: 'Modus gewechselt',
      details: ['Von Login zu Registrierung'],
      when: 'nach 4\u00a0Sek.',
    });
    expect(event('social_button_clicked', { provider: 'google' }, 61).details).toEqual(['Anbieter: Google']);
    expect(
      event('field_changed', { field_id: 'firstName', mode: 'register', selected_value: 'Marie' }, 9).details,
    ).toEqual(['Feld: Vorname', 'Modus: Registrierung', 'Eingabe: Marie']);
    expect(event('field_changed', { field_id: 'password', string_length: 0 }, 9).details).toEqual([
      'Feld: Passwort',
      'Länge: 0 Zeichen',
    ]);
    expect(event('validation_error', { error_message: 'Ungültige E-Mail-Adresse' }, 12).details).toEqual([
      'Meldung: Ungültige E-Mail-Adresse',
    ]);
  });
});
