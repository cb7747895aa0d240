import {
  FEED_MESSAGES,
  MOMENT_MESSAGES,
  POST_BODY_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_TITLE_MAX,
} from '@pflegepuls/shared';
import { describe, expect, it } from 'vitest';
import { getLimitCounter, validateMomentContent, validatePostDraft } from './post-draft.ts';

const valid = { body: 'Hallo', channelId: 1, survey: null, imageCount: 0 };

describe('validatePostDraft (000 §5)', () => {
  it('accepts a body of 1 and 5000 characters with a channel', () => {
    expect(validatePostDraft({ ...valid, body: 'x' })).toEqual({});
    expect(validatePostDraft({ ...valid, body: 'x'.repeat(POST_BODY_MAX) })).toEqual({});
  });

  it('rejects an empty or 5001-character body and a missing channel', () => {
    expect(validatePostDraft({ ...valid, body: '   ' }).body).toBe(FEED_MESSAGES.bodyRequired);
    expect(validatePostDraft({ ...valid, body: 'x'.repeat(POST_BODY_MAX + 1) }).body).toBe(
      FEED_MESSAGES.bodyTooLong,
    );
    expect(validatePostDraft({ ...valid, channelId: null }).channelId).toBe(FEED_MESSAGES.channelRequired);
  });

  it('checks the survey title (140/141) and answers (40/41, 2–10, none empty)', () => {
    const survey = { title: 't'.repeat(SURVEY_TITLE_MAX), answers: ['a', 'a'.repeat(SURVEY_ANSWER_MAX)] };
    expect(validatePostDraft({ ...valid, survey })).toEqual({});
    expect(validatePostDraft({ ...valid, survey: { ...survey, title: 't'.repeat(141) } }).surveyTitle).toBe(
      FEED_MESSAGES.surveyTitleTooLong,
    );
    expect(
      validatePostDraft({ ...valid, survey: { ...survey, answers: ['a', 'a'.repeat(41)] } }).surveyAnswers,
    ).toBe(FEED_MESSAGES.surveyAnswerTooLong);
    expect(validatePostDraft({ ...valid, survey: { ...survey, answers: ['a'] } }).surveyAnswers).toBe(
      FEED_MESSAGES.surveyAnswersTooFew,
    );
    expect(
      validatePostDraft({ ...valid, survey: { ...survey, answers: Array(SURVEY_ANSWERS_MAX + 1).fill('a') } })
        .surveyAnswers,
    ).toBe(FEED_MESSAGES.surveyAnswersTooMany);
    expect(validatePostDraft({ ...valid, survey: { ...survey, answers: ['a', ' '] } }).surveyAnswers).toBe(
      FEED_MESSAGES.surveyAnswerRequired,
    );
    expect(validatePostDraft({ ...valid, survey: { ...survey, title: '' } }).surveyTitle).toBe(
      FEED_MESSAGES.surveyTitleRequired,
    );
  });
});

describe('moment content and counters', () => {
  it('requires text and caps it', () => {
    expect(validateMomentContent(' ')).toBe(MOMENT_MESSAGES.contentRequired);
    expect(validateMomentContent('Heute war hart.')).toBeNull();
    expect(validateMomentContent('x'.repeat(501))).toBe(MOMENT_MESSAGES.contentTooLong);
  });

  it('shows a counter only near the limit', () => {
    expect(getLimitCounter(100, 5000)).toBeNull();
    expect(getLimitCounter(4990, 5000)).toBe('4.990 / 5.000');
  });
});
