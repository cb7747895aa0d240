/**
 * Helpers of the create forms (000 §5). A post is checked with the server's own `ZCreatePost`
 * through zodResolver (create-form.tsx); a moment's text, the image count and the counters near
 * the limits are checked here, with the limits and German messages of the shared schemas. The
 * submit button stays disabled until the checks pass; the server checks again.
 */
import { MOMENT_CONTENT_MAX, MOMENT_MESSAGES } from '@pflegepuls/shared/moments-messages';
import type { FieldErrors } from 'react-hook-form';

export type TSurveyDraft = { title: string; answers: string[] };

/** The post form's values as typed: `ZCreatePost` checks them and hands the trimmed post to submit. */
export type TPostFormValues = {
  body: string;
  channelId: number | null;
  closedAreaId: number | null;
  survey: TSurveyDraft | null;
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

/** Error of a moment's text, or null. */
export function validateMomentContent(content: string): string | null {
  const trimmed = content.trim();
  if (trimmed.length === 0) return MOMENT_MESSAGES.contentRequired;
  if (trimmed.length > MOMENT_CONTENT_MAX) return MOMENT_MESSAGES.contentTooLong;
  return null;
}

/** "4.990 / 5.000" once a text is within 10 % of its limit, else null (counters near limits). */
export function getLimitCounter(length: number, max: number): string | null {
  if (length < max * 0.9) return null;
  return `${length.toLocaleString('de-DE')} / ${max.toLocaleString('de-DE')}`;
}
