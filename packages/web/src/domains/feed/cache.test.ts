import { BLANKED_AUTHOR, type TFeedPage, type TMomentItem, type TPostItem } from '@pflegepuls/shared';
import { describe, expect, it } from 'vitest';
import { applyMomentReaction, applyPostLike, applySurveyVote, updateItemInCachedValue } from './cache.ts';

const user = {
  id: 2,
  userName: 'anna',
  fullName: 'Anna A',
  currentPosition: null,
  profilePicture: null,
  isOnline: false,
};
const post: TPostItem = {
  type: 'post',
  id: 7,
  uuid: 'u7',
  user,
  body: 'Hallo',
  created_at: 1,
  updated_at: 1,
  channel: { id: 1, slug: 'allgemein', name: 'Allgemein' },
  closedAreaId: null,
  groupId: null,
  groupTitle: null,
  company: null,
  images: [],
  survey: {
    title: 'Frühdienst?',
    answers: [
      { id: 1, text: 'Ja', votesCount: null },
      { id: 2, text: 'Nein', votesCount: null },
    ],
    totalVotes: null,
    myAnswerId: null,
    hasVoted: false,
    multipleChoice: false,
    myAnswerIds: [],
    closesAt: null,
    isClosed: false,
  },
  likesCount: 3,
  commentsCount: 0,
  likedByMe: false,
  isOwn: false,
};
const moment: TMomentItem = {
  type: 'moment',
  id: 7,
  uuid: 'm7',
  user: BLANKED_AUTHOR,
  avatar: { key: 'fuchs', emoji: '🦊', label: 'Fuchs', color: '#FFA940' },
  content: 'Puh.',
  created_at: 1,
  updated_at: 1,
  closedAreaId: null,
  likesCount: 1,
  commentsCount: 0,
  reactionsCount: 2,
  reactions: { heart: 1, clap: 1, laugh: 0, wow: 0, sad: 0, strong: 0 },
  likedByMe: false,
  myReaction: null,
  isOwn: false,
};

describe('optimistic edits', () => {
  it('likes and unlikes a post once', () => {
    const liked = applyPostLike(post, true);
    expect(liked).toMatchObject({ likedByMe: true, likesCount: 4 });
    expect(applyPostLike(liked, true)).toBe(liked);
    expect(applyPostLike(liked, false)).toMatchObject({ likedByMe: false, likesCount: 3 });
  });

  it('moves a moment reaction and keeps the heart as the like', () => {
    const heart = applyMomentReaction(moment, 'heart');
    expect(heart).toMatchObject({ myReaction: 'heart', likedByMe: true, likesCount: 2, reactionsCount: 3 });
    expect(heart.reactions.heart).toBe(2);
    const clap = applyMomentReaction(heart, 'clap');
    expect(clap).toMatchObject({ myReaction: 'clap', likedByMe: false, likesCount: 1, reactionsCount: 3 });
    expect(clap.reactions).toMatchObject({ heart: 1, clap: 2 });
    expect(applyMomentReaction(clap, null)).toMatchObject({ myReaction: null, reactionsCount: 2 });
  });

  it('shows survey results after a vote', () => {
    const voted = applySurveyVote(post, 2);
    expect(voted.survey).toMatchObject({ hasVoted: true, myAnswerId: 2, totalVotes: 1 });
    expect(voted.survey?.answers.map((answer) => answer.votesCount)).toEqual([0, 1]);
    expect(applySurveyVote(voted, 1)).toBe(voted);
  });
});

describe('updateItemInCachedValue', () => {
  const page: TFeedPage = {
    postsAndMoments: [post, moment],
    countOfNew: 0,
    hasNextPage: false,
    nextCursor: null,
  };
  const infinite = { pages: [page], pageParams: [null] };

  it('edits only the item of the right type and id', () => {
    const next = updateItemInCachedValue(infinite, { type: 'moment', id: 7 }, (item) => ({
      ...item,
      commentsCount: 5,
    })) as typeof infinite;
    expect(next.pages[0]?.postsAndMoments.map((item) => item.commentsCount)).toEqual([0, 5]);
    expect(next.pages[0]?.postsAndMoments[0]).toBe(post);
  });

  it('removes an item when the updater returns null and leaves other values untouched', () => {
    const next = updateItemInCachedValue(infinite, { type: 'post', id: 7 }, () => null) as typeof infinite;
    expect(next.pages[0]?.postsAndMoments).toEqual([moment]);
    expect(updateItemInCachedValue(infinite, { type: 'post', id: 99 }, () => null)).toBe(infinite);
  });

  it('edits a detail answer and a moments page', () => {
    expect(updateItemInCachedValue({ data: post }, post, (item) => ({ ...item, commentsCount: 1 }))).toEqual({
      data: { ...post, commentsCount: 1 },
    });
    const moments = { pages: [{ data: [moment], has_more: false }], pageParams: [{ skip: 0, take: 5 }] };
    const next = updateItemInCachedValue(moments, moment, () => null) as typeof moments;
    expect(next.pages[0]?.data).toEqual([]);
  });
});
