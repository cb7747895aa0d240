/**
 * `GET /groups/post_creation_modal` (000 §7): the group post form's channel options and limits as
 * an HTML fragment, for clients written against the original. Rendered here from data only; every
 * text that comes from the database is escaped, so the fragment carries no markup of its own users.
 */
import {
  FEED_MESSAGES,
  POST_BODY_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_ANSWERS_MIN,
  SURVEY_TITLE_MAX,
  type TChannel,
} from '@pflegepuls/shared';
import { escapeHtml } from '../../platform/html.ts';

export function renderPostCreationModal(channels: TChannel[]): string {
  const options = channels
    .map((c) => `<option value="${c.id}" data-slug="${escapeHtml(c.slug)}">${escapeHtml(c.name)}</option>`)
    .join('');
  return [
    `<form class="group-post-form" data-body-min="1" data-body-max="${POST_BODY_MAX}"`,
    ` data-survey-title-max="${SURVEY_TITLE_MAX}" data-survey-answers-min="${SURVEY_ANSWERS_MIN}"`,
    ` data-survey-answers-max="${SURVEY_ANSWERS_MAX}" data-survey-answer-max="${SURVEY_ANSWER_MAX}">`,
    `<h2 class="group-post-form__title" data-survey-title="${escapeHtml(FEED_MESSAGES.createSurveyTitle)}">`,
    `${escapeHtml(FEED_MESSAGES.createPostTitle)}</h2>`,
    `<label for="group-post-channel">Kanal</label>`,
    `<select id="group-post-channel" name="channelId" required><option value="">Kanal wählen</option>${options}</select>`,
    `<label for="group-post-body">Was möchtest du teilen?</label>`,
    `<textarea id="group-post-body" name="body" minlength="1" maxlength="${POST_BODY_MAX}" required></textarea>`,
    `<button type="submit" disabled data-survey-label="${escapeHtml(FEED_MESSAGES.surveyDoneButton)}">`,
    `${escapeHtml(FEED_MESSAGES.postButton)}</button>`,
    `</form>`,
  ].join('');
}
