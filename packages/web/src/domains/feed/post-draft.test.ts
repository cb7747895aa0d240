import {
  FEED_MESSAGES,
  MOMENT_MESSAGES,
  POST_BODY_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_TITLE_MAX,
  ZCreateMoment,
  ZCreatePost,
} from '@pflegepuls/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  getAnswersError,
  getLimitCounter,
  type TMomentFormValues,
  type TPostFormValues,
} from './post-draft.ts';

const valid: TPostFormValues = { body: 'Hallo', channelId: 1, closedAreaId: null, survey: null };
const resolve = zodResolver(ZCreatePost) as unknown as Resolver<TPostFormValues>;

/** What the post composer's resolver reports for `values`, as the form shows it. */
async function check(values: TPostFormValues) {
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<TPostFormValues>;
  const shown = {
    body: errors.body?.message,
    channelId: errors.channelId?.message,
    surveyTitle: errors.survey?.title?.message,
    surveyAnswers: getAnswersError(errors),
  };
  return Object.fromEntries(Object.entries(shown).filter(([, message]) => message)) as Partial<typeof shown>;
}

describe('the post composer checks with ZCreatePost (000 §5)', () => {
  it('accepts a body of 1 and 5000 characters with a channel, and sends it trimmed', async () => {
    expect(await check({ ...valid, body: 'x' })).toEqual({});
    expect(await check({ ...valid, body: 'x'.repeat(POST_BODY_MAX) })).toEqual({});
    const result = await resolve({ ...valid, body: '  Hallo  ' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toMatchObject({ body: 'Hallo', channelId: 1 });
  });

  it('rejects an empty or 5001-character body and a missing channel', async () => {
    expect((await check({ ...valid, body: '   ' })).body).toBe(FEED_MESSAGES.bodyRequired);
    expect((await check({ ...valid, body: 'x'.repeat(POST_BODY_MAX + 1) })).body).toBe(
      FEED_MESSAGES.bodyTooLong,
    );
    expect((await check({ ...valid, channelId: null })).channelId).toBe(FEED_MESSAGES.channelRequired);
  });

  it('checks the survey title (140/141) and answers (40/41, 2–10, none empty)', async () => {
    const survey = { title: 't'.repeat(SURVEY_TITLE_MAX), answers: ['a', 'a'.repeat(SURVEY_ANSWER_MAX)] };
    expect(await check({ ...valid, survey })).toEqual({});
    expect((await check({ ...valid, survey: { ...survey, title: 't'.repeat(141) } })).surveyTitle).toBe(
      FEED_MESSAGES.surveyTitleTooLong,
    );
    expect(
      (await check({ ...valid, survey: { ...survey, answers: ['a', 'a'.repeat(41)] } })).surveyAnswers,
    ).toBe(FEED_MESSAGES.surveyAnswerTooLong);
    expect((await check({ ...valid, survey: { ...survey, answers: ['a'] } })).surveyAnswers).toBe(
      FEED_MESSAGES.surveyAnswersTooFew,
    );
    expect(
      (await check({ ...valid, survey: { ...survey, answers: Array(SURVEY_ANSWERS_MAX + 1).fill('a') } }))
        .surveyAnswers,
    ).toBe(FEED_MESSAGES.surveyAnswersTooMany);
    expect((await check({ ...valid, survey: { ...survey, answers: ['a', ' '] } })).surveyAnswers).toBe(
      FEED_MESSAGES.surveyAnswerRequired,
    );
    expect((await check({ ...valid, survey: { ...survey, title: '' } })).surveyTitle).toBe(
      FEED_MESSAGES.surveyTitleRequired,
    );
  });
});

describe('the moment form checks with ZCreateMoment (000 §5)', () => {
  const resolveMoment = zodResolver(ZCreateMoment) as unknown as Resolver<TMomentFormValues>;
  const moment: TMomentFormValues = { content: 'Heute war hart.', avatarKey: 'otter', closedAreaId: null };

  /** The content message the moment form shows for `values`, or undefined. */
  async function checkMoment(values: TMomentFormValues) {
    const result = await resolveMoment(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return (result.errors as FieldErrors<TMomentFormValues>).content?.message;
  }

  it('requires text, caps it at 500 and sends it trimmed', async () => {
    expect(await checkMoment({ ...moment, content: ' ' })).toBe(MOMENT_MESSAGES.contentRequired);
    expect(await checkMoment(moment)).toBeUndefined();
    expect(await checkMoment({ ...moment, content: 'x'.repeat(500) })).toBeUndefined();
    expect(await checkMoment({ ...moment, content: 'x'.repeat(501) })).toBe(MOMENT_MESSAGES.contentTooLong);
    const result = await resolveMoment({ ...moment, content: '  Hallo  ' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toMatchObject({ content: 'Hallo', avatarKey: 'otter' });
  });

  it('needs an avatar', async () => {
    const result = await resolveMoment({ ...moment, avatarKey: null }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect((result.errors as FieldErrors<TMomentFormValues>).avatarKey?.message).toBe(
      MOMENT_MESSAGES.avatarRequired,
    );
  });
});

describe('counters', () => {
  it('shows a counter only near the limit', () => {
    expect(getLimitCounter(100, 5000)).toBeNull();
    expect(getLimitCounter(4990, 5000)).toBe('4.990 / 5.000');
  });
});
