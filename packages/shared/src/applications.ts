/**
 * Applications (issue 15, docs/applications.md): one-tap applications to job ads with the
 * member's profile, PDF attachments, the status timeline the applicant sees, the company's
 * pipeline with internal notes and CSV export, the talent pool and the automatic deletion.
 */
import { z } from './zod.ts';
import { zPositiveId } from './companies.ts';
import { ZJobAdCard } from './jobs.ts';
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
const REJECT_VALUES = APPLICATION_REJECT_REASONS.map((r) => r.value) as [TRejectReason, ...TRejectReason[]];

export const APPLICATION_MESSAGE_MAX = 2000;
export const APPLICATION_NOTE_MAX = 2000;
export const APPLICATION_FILES_MAX = 3;
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
  fileTooLarge: 'Eine Datei ist zu groß (höchstens 10 MB).',
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
} as const;

// ---- Answers ----

/** The profile as it was sent with the application (a snapshot: later edits do not change it). */
export const ZApplicationProfile = z.object({
  fullName: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currentPosition: z.string().nullable(),
  qualification: z.string().nullable(),
  yearsOfExperience: z.number().nullable(),
  city: z.string().nullable(),
  plz: z.string().nullable(),
  country: z.string().nullable(),
  hasDriverLicense: z.boolean().nullable(),
  summary: z.string().nullable(),
  experiences: z.array(
    z.object({
      title: z.string(),
      employer: z.string(),
      fromMonth: z.string(),
      toMonth: z.string().nullable(),
      isCurrent: z.boolean(),
    }),
  ),
  educations: z.array(
    z.object({ institution: z.string(), degree: z.string(), toMonth: z.string().nullable() }),
  ),
  trainings: z.array(z.object({ title: z.string(), year: z.number() })),
  languages: z.array(z.object({ name: z.string(), level: z.string() })),
});
export type TApplicationProfile = z.infer<typeof ZApplicationProfile>;

export const ZApplicationStep = z.object({ status: z.enum(APPLICATION_STATUSES), at: z.number() });
export const ZApplicationFile = z.object({ id: z.number(), fileName: z.string(), size: z.number() });
export type TApplicationFile = z.infer<typeof ZApplicationFile>;
export const ZApplicationNote = z.object({
  id: z.number(),
  text: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.number(),
});

/** A list row: for the applicant (`jobAd` set) or for the company's pipeline (`applicantName` set). */
export const ZApplicationCard = z.object({
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.number(),
  updatedAt: z.number(),
  jobAd: ZJobAdCard.pick({ uid: true, title: true, company: true, city: true }),
  applicantName: z.string().nullable(),
  applicantPosition: z.string().nullable(),
});
export type TApplicationCard = z.infer<typeof ZApplicationCard>;

export const ZApplication = ZApplicationCard.extend({
  message: z.string().nullable(),
  profile: ZApplicationProfile,
  rejectReason: z.enum(REJECT_VALUES).nullable(),
  steps: z.array(ZApplicationStep),
  files: z.array(ZApplicationFile),
  /** Until when the talent-pool consent lasts (null: none). */
  talentPoolUntil: z.number().nullable(),
  /** When the data will be deleted (decided applications without a running consent), else null. */
  deleteAt: z.number().nullable(),
  /** Internal notes: only for the company's members and admins (null for the applicant). */
  notes: z.array(ZApplicationNote).nullable(),
  /** Who sees this: the applicant ('applicant') or the company ('company'). */
  viewer: z.enum(['applicant', 'company']),
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationAnswer = z.object({ application: ZApplication });

export const ZApplicationsPage = z.object({
  applications: z.array(ZApplicationCard),
  nextCursor: z.string().nullable(),
});
export type TApplicationsPage = z.infer<typeof ZApplicationsPage>;

/** The pipeline of one ad: counts per state and one page of the chosen state. */
export const ZPipelineAnswer = ZApplicationsPage.extend({
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number()),
});
export type TPipelineAnswer = z.infer<typeof ZPipelineAnswer>;

/** My application to an ad (the ad page shows it instead of "Jetzt bewerben"). */
export const ZMyApplicationAnswer = z.object({
  application: z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
});

// ---- Requests ----

export const ZApplicationParams = z.object({ id: zPositiveId(APPLICATION_MESSAGES.invalidId) });
export const ZApplicationFileParams = ZApplicationParams.extend({
  fileId: zPositiveId(APPLICATION_MESSAGES.fileNotFound),
});
const zCursor = z.string().max(200, { error: APPLICATION_MESSAGES.cursorInvalid }).optional();
export const ZApplicationsQuery = z.object({ cursor: zCursor });
export const ZPipelineQuery = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.statusInvalid }).default('received'),
  cursor: zCursor,
});

/** The text fields of the multipart application form (files come as `files`). */
export const ZApplyFields = z.object({
  message: z
    .string()
    .trim()
    .max(APPLICATION_MESSAGE_MAX, { error: APPLICATION_MESSAGES.messageTooLong })
    .optional()
    .transform((v) => (v ? v : null)),
  talentPool: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZApplicationStatusInput = z
  .object({
    status: z.enum(APPLICATION_SETTABLE_STATUSES, { error: APPLICATION_MESSAGES.statusInvalid }),
    reason: z.enum(REJECT_VALUES, { error: APPLICATION_MESSAGES.reasonInvalid }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason && value.status !== 'rejected')
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: APPLICATION_MESSAGES.reasonOnlyForRejection,
      });
  });
export type TApplicationStatusInput = z.input<typeof ZApplicationStatusInput>;

export const ZApplicationNoteInput = z.object({
  text: z
    .string({ error: APPLICATION_MESSAGES.noteEmpty })
    .trim()
    .min(1, { error: APPLICATION_MESSAGES.noteEmpty })
    .max(APPLICATION_NOTE_MAX, { error: APPLICATION_MESSAGES.noteTooLong }),
});

export const ZTalentPoolInput = z.object({
  consent: z.boolean({ error: APPLICATION_MESSAGES.statusInvalid }),
});

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
