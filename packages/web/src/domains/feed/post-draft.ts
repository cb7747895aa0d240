/**
 * Client-side checks of the create forms, with the limits and German messages the server's shared
 * schemas use (000 §5). The button stays disabled until these pass; the server checks again.
 */
import {
  FEED_MESSAGES,
  MOMENT_CONTENT_MAX,
  MOMENT_MESSAGES,
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_ANSWERS_MIN,
  SURVEY_TITLE_MAX,
} from '@pflegepuls/shared';

export type TSurveyDraft = { title: string; answers: string[] };
export type TPostFormDraft = {
  body: string;
  channelId: number | null;
  survey: TSurveyDraft | null;
  imageCount: number;
};
export type TDraftErrors = Partial<
  Record<'body' | 'channelId' | 'surveyTitle' | 'surveyAnswers' | 'images', string>
>;

/** Errors of a post draft; empty when it may be posted. Untouched empty fields count as errors too. */
export function validatePostDraft(draft: TPostFormDraft): TDraftErrors {
  const errors: TDraftErrors = {};
  const body = draft.body.trim();
  if (body.length === 0) errors.body = FEED_MESSAGES.bodyRequired;
  else if (body.length > POST_BODY_MAX) errors.body = FEED_MESSAGES.bodyTooLong;
  if (draft.channelId === null) errors.channelId = FEED_MESSAGES.channelRequired;
  if (draft.imageCount > POST_IMAGES_MAX) errors.images = FEED_MESSAGES.imagesTooMany;
  if (draft.survey) {
    const title = draft.survey.title.trim();
    if (title.length === 0) errors.surveyTitle = FEED_MESSAGES.surveyTitleRequired;
    else if (title.length > SURVEY_TITLE_MAX) errors.surveyTitle = FEED_MESSAGES.surveyTitleTooLong;
    const answers = draft.survey.answers.map((answer) => answer.trim());
    if (answers.length < SURVEY_ANSWERS_MIN) errors.surveyAnswers = FEED_MESSAGES.surveyAnswersTooFew;
    else if (answers.length > SURVEY_ANSWERS_MAX) errors.surveyAnswers = FEED_MESSAGES.surveyAnswersTooMany;
    else if (answers.some((answer) => answer.length === 0))
      errors.surveyAnswers = FEED_MESSAGES.surveyAnswerRequired;
    else if (answers.some((answer) => answer.length > SURVEY_ANSWER_MAX))
      errors.surveyAnswers = FEED_MESSAGES.surveyAnswerTooLong;
  }
  return errors;
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
