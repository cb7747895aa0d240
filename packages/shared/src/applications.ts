/**
 * Applications (issue 15, docs/applications.md): one-tap applications to job ads with the
 * member's profile, PDF attachments, the status timeline the applicant sees, the company's
 * pipeline with internal notes and CSV export, the talent pool and the automatic deletion.
 */
import { z } from './zod.ts';
import {
  APPLICATION_MESSAGE_MAX,
  APPLICATION_MESSAGES,
  APPLICATION_NOTE_MAX,
  APPLICATION_SETTABLE_STATUSES,
  APPLICATION_STATUSES,
  REJECT_VALUES,
} from './applications-messages.ts';
import { zPositiveId } from './companies.ts';
import { ZJobAdCard } from './jobs.ts';

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
