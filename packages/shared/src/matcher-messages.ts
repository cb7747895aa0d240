/** The matcher's paths, limits and German messages (docs/matcher.md); no zod, so screens can import them. */
export const MATCHER_PATHS = {
  /** 001 §7.3: admins queue a full sync. */
  trigger: '/matcher-sync/trigger',
  /** 001 §7.3: the admin's own matcher-sync notifications (the spec leaves the path open). */
  notifications: '/matcher-sync/notifications',
  /** "Passende Jobs für dich". */
  myMatches: '/api/jobs/matches',
  /** "Vorgeschlagene Talente" of one ad (its company's team and admins). */
  suggestedTalents: '/api/jobs/:uid/suggested-talents',
} as const;

/** The notification type of a finished (or failed) sync, sent to every admin. */
export const MATCHER_SYNC_NOTIFICATION_TYPE = 'admin_debug_matcher_sync';
/** 001 §7.3: the screen asks for offset 0, limit 20 and keeps 5. */
export const MATCHER_SYNC_LIST_LIMIT = 20;
export const MATCHER_SYNC_LIST_KEEP = 5;
/** The spec's sync:kunden-lists, the job type in debugData. */
export const MATCHER_JOB_TYPE = 'sync:kunden-lists';

/** Radius per commute preference; null: any distance (more than 30 km, relocation). */
export const COMMUTE_RADIUS_KM = {
  up_to_15: 15,
  up_to_20: 20,
  up_to_30: 30,
  more_than_30: null,
  relocate: null,
} as const;
/** Members not seen for this long drop out of the matching. */
export const MATCHER_INACTIVE_DAYS = 90;
/** Talents kept per job ad (the company's list) and jobs kept per talent. */
export const MATCHER_TALENTS_PER_AD = 50;
export const MATCHER_JOBS_PER_TALENT = 10;

export const MATCHER_MESSAGES = {
  alreadyRunning:
    'Der Matcher-Sync läuft gerade schon. Warte, bis er fertig ist, und versuche es dann erneut.',
  queued:
    'Der Matcher-Sync ist eingereiht. Er dauert in der Regel unter einer Minute; du bekommst eine Benachrichtigung, sobald er fertig ist.',
  offsetInvalid: 'Ungültiger Versatz.',
  limitInvalid: `Es können 1 bis ${MATCHER_SYNC_LIST_LIMIT} Einträge geladen werden.`,
  noTeam: 'Vorgeschlagene Talente sieht nur das Team des Arbeitgebers.',
  syncSucceeded: (matches: number) =>
    `Matcher-Sync abgeschlossen: ${matches.toLocaleString('de-DE')} passende Paare`,
  syncFailed: 'Matcher-Sync fehlgeschlagen: die bisherigen Listen bleiben bestehen',
} as const;

/** Why a member's match list is empty, with the German text the server sends. */
export const MATCH_HINTS = {
  no_offers:
    'Du hast angegeben, dass du keine Jobangebote möchtest. Ändere das in deinen Angaben zur Jobsuche, dann suchen wir passende Stellen für dich.',
  no_plz: 'Trage deine Postleitzahl in deinem Profil ein, damit wir Stellen in deiner Nähe finden.',
  no_answers:
    'Beantworte die Fragen zu Arbeitsbereich und Arbeitsweg, damit wir passende Stellen für dich finden.',
  no_run: 'Die Vorschläge werden gerade berechnet. Schau bald wieder vorbei.',
  nothing: 'Gerade passt keine offene Stelle zu deinen Angaben. Wir suchen jede Nacht neu.',
} as const;
export const MATCH_HINT_CODES = ['no_offers', 'no_plz', 'no_answers', 'no_run', 'nothing'] as const;
export type TMatchHintCode = (typeof MATCH_HINT_CODES)[number];
