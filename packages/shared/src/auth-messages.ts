/** German messages of the authentication forms; no zod, so the first load can use them. */
import { CLIENT_MESSAGES } from './error-codes.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** German messages of the authentication forms (001 §5.1, §8.1). */
export const AUTH_MESSAGES = {
  emailInvalid: 'Ungültige E-Mail-Adresse',
  emailRequired: 'E-Mail ist erforderlich',
  passwordRequired: 'Passwort ist erforderlich',
  firstNameRequired: 'Vorname ist erforderlich',
  lastNameRequired: 'Nachname ist erforderlich',
  nameInvisible: 'Der Name darf keine unsichtbaren Zeichen oder Steuerzeichen enthalten.',
  passwordTooShort: `Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
  passwordsDiffer: 'Passwörter stimmen nicht überein',
  passwordTooCommon: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
  confirmationRequired: 'Passwortbestätigung ist erforderlich',
  tokenRequired: 'Token ist erforderlich',
  fillAllRequired: 'Bitte füllen Sie alle erforderlichen Felder aus',
  termsRequired: 'Bitte akzeptiere die Nutzungsbedingungen.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  networkError: CLIENT_MESSAGES.networkError,
  success: CLIENT_MESSAGES.success,
  invalidCredentials: 'Die eingegebenen Anmeldedaten sind ungültig.',
  registrationFailed: 'Fehler bei der Registrierung',
  resetRequested:
    'Wenn die E-Mail-Adresse in unserem System existiert, erhältst du eine E-Mail mit weiteren Anweisungen.',
  resetInvalidEmail: 'Ungültiges E-Mail-Format',
  oneTimeRequested:
    'Wenn die E-Mail-Adresse in unserem System existiert, erhältst du weitere Anweisungen per E-Mail.',
  linkInvalid: 'Der Link ist ungültig oder abgelaufen.',
  passwordChanged: 'Dein Passwort wurde erfolgreich geändert. Du kannst dich jetzt anmelden.',
  genericError: 'Ein Fehler ist aufgetreten',
  loggedIn: 'Du bist jetzt angemeldet.',
  loggedOut: 'Du wurdest abgemeldet.',
  tooManyFailedLogins:
    'Zu viele fehlgeschlagene Anmeldeversuche. Versuche es später erneut oder lass dir einen Anmeldelink per E-Mail schicken.',
  loginThrottled:
    'Zu viele fehlgeschlagene Anmeldeversuche für diese Adresse, die Anmeldung mit Passwort ist vorübergehend gesperrt. Ein Anmeldelink per E-Mail funktioniert weiterhin: Gehört die Adresse zu einem Konto, haben wir dir gerade einen geschickt.',
} as const;
