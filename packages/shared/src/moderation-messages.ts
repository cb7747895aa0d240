/** Moderation's constants, paths and German texts: no zod, so the feed's menus can load them (docs/moderation.md). */

/** What can be reported; each content domain resolves its own type (server `domains/moderation/content.ts`). */
export const MODERATION_CONTENT_TYPES = [
  'post',
  'post_comment',
  'moment',
  'moment_comment',
  'profile',
  'chat_message',
  'group',
  'event',
  'job_ad',
  'company',
  'wiki_page',
] as const;
export type TModerationContentType = (typeof MODERATION_CONTENT_TYPES)[number];

/** The reasons of issue 24, in the order the dialog shows them. */
export const REPORT_REASONS = [
  'harassment',
  'hate',
  'health_misinformation',
  'spam',
  'privacy',
  'copyright',
  'other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  harassment: 'Belästigung oder Mobbing',
  hate: 'Hassrede',
  health_misinformation: 'Falschinformation zu Gesundheit oder Pflege',
  spam: 'Spam oder Werbung',
  privacy: 'Verletzung der Privatsphäre (z. B. Patientendaten)',
  copyright: 'Urheberrecht',
  other: 'Sonstiges',
};

export const CONTENT_TYPE_LABELS: Record<TModerationContentType, string> = {
  post: 'Beitrag',
  post_comment: 'Kommentar',
  moment: 'Moment',
  moment_comment: 'Kommentar unter einem Moment',
  profile: 'Profil',
  chat_message: 'Chat-Nachricht',
  group: 'Gruppe',
  event: 'Veranstaltung',
  job_ad: 'Stellenanzeige',
  company: 'Unternehmensprofil',
  wiki_page: 'Wiki-Seite',
};

/** Admin actions on a reported item. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'delete', 'warn', 'suspend', 'ban'] as const;
export type TModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<TModerationAction, string> = {
  dismiss: 'Meldung verwerfen',
  hide: 'Ausblenden',
  delete: 'Löschen',
  warn: 'Verwarnen',
  suspend: 'Sperren (befristet)',
  ban: 'Dauerhaft sperren',
};

/** The community rules an action cites (shown in the statement of reasons). */
export const MODERATION_RULES = [
  'respect',
  'no_hate',
  'accurate_health',
  'no_spam',
  'privacy',
  'copyright',
  'other',
] as const;
export type TModerationRule = (typeof MODERATION_RULES)[number];

export const MODERATION_RULE_LABELS: Record<TModerationRule, string> = {
  respect: 'Respektvoller Umgang (keine Belästigung, kein Mobbing)',
  no_hate: 'Keine Hassrede',
  accurate_health: 'Keine Falschinformation zu Gesundheit und Pflege',
  no_spam: 'Keine Werbung und kein Spam',
  privacy: 'Schutz der Privatsphäre und von Patientendaten',
  copyright: 'Urheberrecht beachten',
  other: 'Sonstige Verletzung der Nutzungsbedingungen',
};

export const SUSPENSION_DAYS = [1, 7, 30] as const;
export const REPORT_TEXT_MAX = 1000;
export const MODERATION_REASON_MAX = 2000;
/** Reports a member may send per hour (counted per member). */
export const REPORTS_PER_HOUR = 20;
/** An appeal is possible this long after the decision (DSA Art. 20: at least six months). */
export const APPEAL_WINDOW_MS = 183 * 24 * 60 * 60_000;
export const MODERATION_QUEUE_PAGE_SIZE = 20;

export const MODERATION_PATHS = {
  reports: '/api/moderation/reports',
  blocks: '/api/moderation/blocks',
  block: '/api/moderation/blocks/:userName',
  blockMomentAuthor: '/api/moderation/blocks/moment/:momentId',
  mutes: '/api/moderation/mutes',
  mute: '/api/moderation/mutes/:userName',
  decisions: '/api/moderation/decisions',
  appeal: '/api/moderation/decisions/:id/appeal',
  queue: '/api/admin/moderation/queue',
  item: '/api/admin/moderation/items/:type/:id',
  actions: '/api/admin/moderation/items/:type/:id/actions',
  appeals: '/api/admin/moderation/appeals',
  decideAppeal: '/api/admin/moderation/appeals/:id/decide',
  identifyRequests: '/api/admin/moderation/identify-requests',
  approveIdentify: '/api/admin/moderation/identify-requests/:id/approve',
  refuseIdentify: '/api/admin/moderation/identify-requests/:id/refuse',
  areas: '/api/admin/moderation/areas',
  figures: '/api/admin/moderation/figures',
  settings: '/api/admin/moderation/settings',
} as const;

export const MODERATION_MESSAGES = {
  report: 'Melden',
  block: 'Blockieren',
  blockAnonymous: 'Diese Person blockieren',
  unblock: 'Blockierung aufheben',
  mute: 'Stummschalten',
  unmute: 'Stummschaltung aufheben',
  reportTitle: 'Inhalt melden',
  reportIntro: 'Warum meldest du diesen Inhalt? Die Person erfährt nicht, wer gemeldet hat.',
  reportReasonLabel: 'Grund',
  reportTextLabel: 'Was sollen wir noch wissen? (optional)',
  reportSend: 'Meldung senden',
  cancel: 'Abbrechen',
  reportSent: 'Danke! Deine Meldung ist eingegangen. Wir sagen dir Bescheid, wenn sie geprüft ist.',
  reportFailed: 'Die Meldung konnte nicht gesendet werden. Bitte versuche es erneut.',
  typeInvalid: 'Diesen Inhalt kann man nicht melden.',
  idInvalid: 'Die Angabe ist ungültig.',
  reasonMissing: 'Bitte wähle einen Grund.',
  textTooLong: `Der Text darf höchstens ${REPORT_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  itemNotFound: 'Dieser Inhalt wurde nicht gefunden.',
  ownItem: 'Deine eigenen Inhalte kannst du nicht melden.',
  alreadyReported: 'Du hast diesen Inhalt bereits gemeldet.',
  tooManyReports: 'Du hast gerade sehr viele Meldungen gesendet. Bitte warte etwas.',
  userNameMissing: 'Bitte gib an, wen du blockieren möchtest.',
  userNotFound: 'Diese Person wurde nicht gefunden.',
  blockSelf: 'Du kannst dich nicht selbst blockieren.',
  blocked: 'Blockiert. Du siehst ihre Inhalte nicht mehr, und sie kann dich nicht mehr erreichen.',
  blockedAnonymous: 'Blockiert. Du siehst die Inhalte dieser Person nicht mehr.',
  unblocked: 'Die Blockierung ist aufgehoben.',
  muted: 'Stummgeschaltet. Du siehst ihre Inhalte nicht mehr.',
  unmuted: 'Die Stummschaltung ist aufgehoben.',
  notReachable: 'Diese Person kann gerade nicht erreicht werden.',
  actionInvalid: 'Bitte wähle eine Maßnahme.',
  ruleMissing: 'Bitte wähle die verletzte Regel.',
  reasonTextMissing: 'Bitte begründe die Entscheidung.',
  reasonTextTooLong: `Die Begründung darf höchstens ${MODERATION_REASON_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  daysInvalid: 'Bitte wähle 1, 7 oder 30 Tage.',
  statusInvalid: 'Der Status ist ungültig.',
  cursorInvalid: 'Die Seitenangabe ist ungültig. Bitte lade die Liste neu.',
  decisionNotFound: 'Diese Entscheidung wurde nicht gefunden.',
  appealTextMissing: 'Bitte schreib, warum die Entscheidung falsch ist.',
  appealExists: 'Du hast gegen diese Entscheidung bereits Widerspruch eingelegt.',
  appealTooLate: 'Die Frist für einen Widerspruch (6 Monate) ist abgelaufen.',
  appealNotPossible: 'Gegen diese Entscheidung ist kein Widerspruch möglich.',
  appealSent: 'Dein Widerspruch ist eingegangen. Eine andere Person aus dem Team entscheidet darüber.',
  appealNotFound: 'Dieser Widerspruch wurde nicht gefunden.',
  appealSameAdmin:
    'Über einen Widerspruch entscheidet eine andere Person als die, die die Maßnahme getroffen hat.',
  appealDecided: 'Über diesen Widerspruch wurde bereits entschieden.',
  outcomeInvalid: 'Bitte wähle „stattgeben“ oder „zurückweisen“.',
  identifyReasonMissing:
    'Bitte gib einen schwerwiegenden Grund an (z. B. behördliche Anfrage, Gefahr für jemanden).',
  identifyNotFound: 'Diese Anfrage wurde nicht gefunden.',
  identifySameAdmin: 'Eine zweite Person aus dem Admin-Team muss die Anfrage freigeben.',
  identifyDone: 'Über diese Anfrage wurde bereits entschieden.',
  identifyRequested: 'Die Anfrage ist gestellt. Eine zweite Person aus dem Admin-Team muss sie freigeben.',
  identifyRefused: 'Die Anfrage ist abgelehnt. Die Person bleibt anonym.',
  identifyNone: 'Keine offenen Anfragen.',
  areaInvalid: 'Der Bereich ist ungültig.',
  hiddenMark: 'ausgeblendet',
  queueTitle: 'Meldungen',
  queueEmpty: 'Keine offenen Meldungen. Gut gemacht!',
  queueFailed: 'Die Meldungen konnten nicht geladen werden.',
  actionDone: 'Die Maßnahme ist gespeichert.',
  suspended: 'Dein Konto ist gesperrt.',
  monthInvalid: 'Bitte gib einen Monat als JJJJ-MM an.',
  termsInvalid: 'Bitte gib höchstens 500 Begriffe mit je 2 bis 100 Zeichen an.',
  premodInvalid: 'Bitte gib für jeden Bereich 1 bis 365 Tage an.',
  settingsSaved: 'Die Einstellungen sind gespeichert.',
  heldForReview: 'Dein Beitrag wird kurz geprüft und erscheint danach.',
} as const;
