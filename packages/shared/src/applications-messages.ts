/**
 * Applications without zod (docs/applications.md): statuses and their German labels, reject
 * reasons, limits, periods, messages and paths, so screens can use them without the schemas.
 */
import { DAY_MS } from './time.ts';

/** The steps an applicant sees, in order; `rejected` and `withdrawn` end an application. */
export const APPLICATION_STATUSES = [
  'received',
  'seen',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The way forward, shown as the timeline's steps. */
export const APPLICATION_STAGES = ['received', 'seen', 'interview', 'offer', 'hired'] as const;
/** States a company member sets (`received` is where an application starts, `withdrawn` the applicant's). */
export const APPLICATION_SETTABLE_STATUSES = ['seen', 'interview', 'offer', 'hired', 'rejected'] as const;
/** States that end an application; decided ones count towards the deletion period. */
export const APPLICATION_FINAL_STATUSES: readonly TApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  received: 'eingegangen',
  seen: 'gesehen',
  interview: 'im Gespräch',
  offer: 'Angebot',
  hired: 'eingestellt',
  rejected: 'abgesagt',
  withdrawn: 'zurückgezogen',
};

/** Reasons a company may give with a rejection (templates; free text is not offered). */
export const APPLICATION_REJECT_REASONS = [
  { value: 'filled', label: 'Die Stelle ist inzwischen besetzt.' },
  { value: 'other_candidate', label: 'Wir haben uns für eine andere Bewerbung entschieden.' },
  { value: 'qualification', label: 'Die geforderte Qualifikation passt leider nicht.' },
  { value: 'availability', label: 'Die gewünschten Dienstzeiten passen leider nicht zusammen.' },
  { value: 'later', label: 'Im Moment nicht, gern aber bei einer späteren Stelle.' },
] as const;
export type TRejectReason = (typeof APPLICATION_REJECT_REASONS)[number]['value'];
export const REJECT_VALUES = APPLICATION_REJECT_REASONS.map((r) => r.value) as [
  TRejectReason,
  ...TRejectReason[],
];

export const APPLICATION_MESSAGE_MAX = 2000;
export const APPLICATION_NOTE_MAX = 2000;
export const APPLICATION_FILES_MAX = 3;
/** Each attachment's limit: the platform's upload limit (10 MB). */
export const APPLICATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const APPLICATIONS_PAGE_SIZE = 20;
/** Default days after a rejection or withdrawal until the data is deleted (6 months; APPLICATION_RETENTION_DAYS). */
export const APPLICATION_RETENTION_DAYS = 182;
/** How long a talent-pool consent lasts (12 months); renewing starts it again. */
export const TALENT_POOL_MS = 365 * DAY_MS;
/** A consent ending within this time asks for renewal. */
export const TALENT_POOL_RENEW_MS = 30 * DAY_MS;

export const APPLICATION_MESSAGES = {
  notFound: 'Diese Bewerbung gibt es nicht (mehr).',
  invalidId: 'Ungültige Bewerbung.',
  alreadyApplied: 'Du hast dich auf diese Stelle schon beworben.',
  notOpen: 'Auf diese Stelle kann man sich gerade nicht bewerben.',
  ownCompany: 'Auf Stellen deines eigenen Arbeitgebers kannst du dich hier nicht bewerben.',
  messageTooLong: `Deine Nachricht darf höchstens ${APPLICATION_MESSAGE_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  noteEmpty: 'Bitte schreib eine Notiz.',
  noteTooLong: `Eine Notiz darf höchstens ${APPLICATION_NOTE_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  fileType: 'Bitte hänge nur PDF-Dateien an (Lebenslauf, Zeugnisse).',
  fileTooLarge: `Eine Datei ist zu groß (höchstens ${APPLICATION_FILE_MAX_BYTES / 1024 / 1024} MB).`,
  tooManyFiles: `Du kannst höchstens ${APPLICATION_FILES_MAX} Dateien anhängen.`,
  fileNotFound: 'Diese Datei gibt es nicht (mehr).',
  statusInvalid: 'Unbekannter Status.',
  reasonInvalid: 'Unbekannter Absagegrund.',
  reasonOnlyForRejection: 'Einen Absagegrund gibt es nur bei einer Absage.',
  statusLocked: 'Diese Bewerbung wurde zurückgezogen und kann nicht mehr geändert werden.',
  cannotWithdraw: 'Diese Bewerbung ist bereits abgeschlossen.',
  talentPoolClosed: 'Für eine zurückgezogene Bewerbung gibt es keinen Talentpool.',
  cursorInvalid: 'Ungültige Seite.',
  sent: 'Deine Bewerbung ist verschickt.',
  withdrawn: 'Deine Bewerbung ist zurückgezogen.',
  notCompanyMember: 'Das dürfen nur Mitglieder dieses Arbeitgebers.',
  onlyApplicant: 'Das kann nur die Person, die sich beworben hat.',
  hiddenFromCompany:
    'Du hast dich vor diesem Arbeitgeber verborgen. Heb das auf seiner Profilseite auf, wenn du dich bewerben möchtest.',
} as const;

export const APPLICATION_PATHS = {
  apply: '/api/jobs/:uid/applications',
  mineForAd: '/api/jobs/:uid/my-application',
  pipeline: '/api/jobs/:uid/pipeline',
  csv: '/api/jobs/:uid/applications.csv',
  mine: '/api/applications/mine',
  detail: '/api/applications/:id',
  status: '/api/applications/:id/status',
  withdraw: '/api/applications/:id/withdraw',
  talentPool: '/api/applications/:id/talent-pool',
  notes: '/api/applications/:id/notes',
  file: '/api/applications/:id/files/:fileId',
} as const;

/** When the data of a decided application is deleted: the later of the period's end and the consent's. */
export function applicationDeleteAt(
  row: { decidedAt: number | null; talentPoolUntil: number | null },
  retentionDays: number,
): number | null {
  if (row.decidedAt === null) return null;
  return Math.max(row.decidedAt + retentionDays * DAY_MS, row.talentPoolUntil ?? 0);
}
