/**
 * Helpers of the create forms (000 §5). A post is checked with the server's own `ZCreatePost`
 * (post-form.tsx) and a moment with `ZCreateMoment` (moment-form.tsx), both through zodResolver;
 * the form value types, the survey's answers error and the counters near the limits live here.
 * The submit button stays disabled until the checks pass; the server checks again.
 */
import type { FieldErrors } from 'react-hook-form';

export type TSurveyDraft = {
  title: string;
  answers: string[];
  /** Group surveys: several answers per voter, and an optional end (epoch ms). */
  multipleChoice?: boolean;
  closesAt?: number | null;
};

/** The post form's values as typed: `ZCreatePost` checks them and hands the trimmed post to submit. */
export type TPostFormValues = {
  body: string;
  channelId: number | null;
  closedAreaId: number | null;
  groupId?: number | null;
  survey: TSurveyDraft | null;
};

/** The moment form's values as typed: `ZCreateMoment` checks them and hands the trimmed moment to submit. */
export type TMomentFormValues = {
  content: string;
  avatarKey: string | null;
  closedAreaId: number | null;
};

/** The survey's answers error as the editor shows it: about the list (2–10), else the first answer's. */
export function getAnswersError(errors: FieldErrors<TPostFormValues>): string | undefined {
  const answers = errors.survey?.answers;
  if (!answers) return undefined;
  if (answers.message) return answers.message;
  // One answer's error sits under its index.
  for (const value of Object.values(answers as Record<string, unknown>)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** "4.990 / 5.000" once a text is within 10 % of its limit, else null (counters near limits). */
export function getLimitCounter(length: number, max: number): string | null {
  if (length < max * 0.9) return null;
  return `${length.toLocaleString('de-DE')} / ${max.toLocaleString('de-DE')}`;
}
