/**
 * The registration funnel's steps (docs/admin.md, "Funnels"): what the dashboard's drop-off steps
 * and steps per session count. The landing page sends events, not steps, so each event type maps
 * to the step the visitor is on; free-text parts (field ids, modes) only count when known, so a
 * client cannot invent steps.
 */
import { ANALYTICS_AUTH_MODES, AUTH_METHODS, type TRegistrationEventData } from '@pflegepuls/shared';

/** Fields of the auth dialog that are steps of their own. */
const FIELD_STEPS = new Set([
  'firstName',
  'lastName',
  'email',
  'password',
  'newPassword',
  'passwordConfirmation',
]);
const OTHER_MODES = new Set<string>(ANALYTICS_AUTH_MODES.filter((mode) => mode !== 'register'));

/** The step of an event, or null for events that move the visitor nowhere (closing a dialog). */
export function registrationStepOf(eventType: string, data: TRegistrationEventData): string | null {
  switch (eventType) {
    case 'page_load':
    case 'video_play':
      return 'landing';
    case 'modal_opened':
    case 'mode_switched':
    case 'eula_opened':
      return 'dialog';
    case 'field_focused':
    case 'field_changed':
    case 'validation_error':
      if (data.field_id === 'form') return null;
      return data.field_id && FIELD_STEPS.has(data.field_id) ? data.field_id : 'dialog';
    case 'social_button_clicked':
      return 'social_login';
    case 'form_submitted':
      return data.mode && OTHER_MODES.has(data.mode) ? `${data.mode}_submitted` : 'form_submitted';
    case 'registration_error':
    case 'registration_success':
      return eventType;
    default:
      return null;
  }
}

/**
 * The auth method an event shows the visitor chose, or null: the landing page starts every
 * session as e-mail, a social button or a one-time-login request tells otherwise.
 */
export function registrationAuthMethodOf(eventType: string, data: TRegistrationEventData): string | null {
  if (eventType === 'social_button_clicked')
    return data.provider && (AUTH_METHODS as readonly string[]).includes(data.provider)
      ? data.provider
      : null;
  if (eventType === 'form_submitted' && data.mode === 'one_time_login') return 'one_time_login';
  return null;
}
