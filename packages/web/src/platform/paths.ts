/** App paths that several domains link to. */
export const PATHS = {
  /** Where members land after login, registration and one-time login (001 §2.2). */
  feed: '/feed',
  moments: '/moments',
  notifications: '/benachrichtigungen',
  /** The registration landing page; also the target after logout (001 §2.1). */
  landing: '/registrieren',
  oneTimeLogin: '/einmal-login',
  privacy: '/datenschutz',
  appleLogin: '/apple-login',
} as const;
