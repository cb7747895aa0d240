/** The error vocabulary: codes, their HTTP status and German messages; no zod (the first load uses them). */
/** The one error vocabulary of the API; the server maps each code to its HTTP status. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CSRF_MISMATCH',
  'VALIDATION',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CSRF_MISMATCH: 419,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Default German message per error code, used when a thrower gives none. */
export const ERROR_MESSAGES: Record<TErrorCode, string> = {
  BAD_REQUEST: 'Die Anfrage ist ungültig.',
  UNAUTHORIZED: 'Bitte melde dich an.',
  FORBIDDEN: 'Dafür fehlt dir die Berechtigung.',
  NOT_FOUND: 'Nicht gefunden.',
  CONFLICT: 'Das ist gerade nicht möglich.',
  CSRF_MISMATCH: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.',
  VALIDATION: 'Bitte überprüfe deine Eingaben.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  UNAVAILABLE: 'Der Dienst ist gerade nicht verfügbar. Bitte versuche es später erneut.',
  INTERNAL: 'Ein Fehler ist aufgetreten',
};

/** What the web client says itself (no server answer): small, so the first load carries only these. */
export const CLIENT_MESSAGES = {
  networkError: 'Netzwerkfehler. Bitte versuche es später erneut.',
  success: 'Erfolgreich',
} as const;
