import type { Generated } from 'kysely';

/** Table types of the feed and moments domains (migration 0007); `DB` in ../schema.ts extends this. */
export interface FeedTables {
  channels: ChannelsTable;
  channel_follows: ChannelFollowsTable;
  channel_mutes: ChannelFollowsTable;
  posts: PostsTable;
  survey_answers: SurveyAnswersTable;
  survey_votes: SurveyVotesTable;
  survey_vote_choices: SurveyVotesTable;
  post_likes: PostLikesTable;
  post_comments: CommentsTable & { post_id: number };
  moments: MomentsTable;
  moment_reactions: MomentReactionsTable;
  moment_comments: CommentsTable & { moment_id: number };
  feed_items: FeedItemsTable;
}

export interface ChannelsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
  created_at: number;
}

/** A member follows a channel (0011): its posts rank like the network's in Mein Feed. */
/** Also the shape of `channel_mutes`. */
export interface ChannelFollowsTable {
  user_id: number;
  channel_id: number;
  created_at: number;
}

export interface PostsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  channel_id: number;
  closed_area_id: number | null;
  body: string;
  /** JSON array of { path, cPath } under /uploads. */
  images: Generated<string>;
  /** Null = no survey. */
  survey_title: string | null;
  survey_votes_count: Generated<number>;
  /** 0017: 1 = several answers per voter (survey_vote_choices). */
  survey_multiple: Generated<number>;
  /** 0017: votes are refused from this time on. */
  survey_closes_at: number | null;
  /** 0017: set for a post in a group (its feed_items row has area_id = -group_id). */
  group_id: number | null;
  /** 0025: set for a post written as a company (docs/feed.md, company posts). */
  company_id: Generated<number | null>;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SurveyAnswersTable {
  id: Generated<number>;
  post_id: number;
  position: number;
  body: string;
  votes_count: Generated<number>;
}

export interface SurveyVotesTable {
  post_id: number;
  user_id: number;
  answer_id: number;
  created_at: number;
}

export interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: number;
}

export interface CommentsTable {
  id: Generated<number>;
  user_id: number;
  /** Null = top-level; else the top-level comment this answers (one level). */
  parent_id: number | null;
  body: string;
  created_at: number;
}

export interface MomentsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  closed_area_id: number | null;
  content: string;
  avatar_key: string;
  heart_count: Generated<number>;
  clap_count: Generated<number>;
  laugh_count: Generated<number>;
  wow_count: Generated<number>;
  sad_count: Generated<number>;
  strong_count: Generated<number>;
  reactions_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface MomentReactionsTable {
  moment_id: number;
  user_id: number;
  type: string;
  created_at: number;
}

/** One row per post or moment: the keyset index of the merged feed. */
export interface FeedItemsTable {
  id: Generated<number>;
  kind: 'post' | 'moment';
  ref_id: number;
  user_id: number;
  /** 0 = general community, > 0 the closed area's id, < 0 the group −area_id (a group's own stream, docs/groups.md). */
  area_id: number;
  channel_id: number | null;
  /** 0025: the company of a company post (Arbeitgeber-Feed, the company's profile). */
  company_id: Generated<number | null>;
  created_at: number;
  /** Entdecken's rank: created_at plus a bonus per like (capped), kept on every like. */
  score: number;
}
