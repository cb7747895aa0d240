/** Limits and German messages of the feed; no zod, so the first load of /feed can use them. */
import {
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_ANSWERS_MIN,
  SURVEY_TITLE_MAX,
} from './constants.ts';

export const COMMENT_BODY_MAX = 2000;
/** Biggest `take` of a feed page. */
export const FEED_TAKE_MAX = 50;
/** Old clients page with `skip`; beyond this the server asks them to use the cursor. */
export const FEED_SKIP_MAX = 500;
export const TRENDING_DAYS = 7;
export const TRENDING_COUNT = 5;
export const TRENDING_EXCERPT_LENGTH = 120;

/** German messages and fixed texts of the feed (000 §4/§8; the spec's English ones in German, docs/texts.md). */
export const FEED_MESSAGES = {
  bodyRequired: 'Bitte gib einen Text ein.',
  bodyTooLong: `Ein Beitrag darf höchstens ${POST_BODY_MAX} Zeichen lang sein.`,
  channelRequired: 'Bitte wähle einen Kanal aus.',
  channelUnknown: 'Diesen Kanal gibt es nicht.',
  surveyTitleRequired: 'Bitte gib einen Titel für die Umfrage ein.',
  surveyTitleTooLong: `Der Titel der Umfrage darf höchstens ${SURVEY_TITLE_MAX} Zeichen lang sein.`,
  surveyAnswerRequired: 'Bitte fülle jede Antwort aus.',
  surveyAnswerTooLong: `Eine Antwort darf höchstens ${SURVEY_ANSWER_MAX} Zeichen lang sein.`,
  surveyAnswersTooFew: `Eine Umfrage braucht mindestens ${SURVEY_ANSWERS_MIN} Antworten.`,
  surveyAnswersTooMany: `Eine Umfrage darf höchstens ${SURVEY_ANSWERS_MAX} Antworten haben.`,
  surveyAnswerUnknown: 'Diese Antwort gehört nicht zur Umfrage.',
  surveyMissing: 'Dieser Beitrag hat keine Umfrage.',
  alreadyVoted: 'Du hast bei dieser Umfrage bereits abgestimmt.',
  surveyClosed: 'Diese Umfrage ist beendet.',
  surveyClosesAtInvalid: 'Bitte wähle ein Enddatum in der Zukunft.',
  surveySingleChoice: 'Bei dieser Umfrage ist nur eine Antwort möglich.',
  groupPostsOnly: 'Beiträge dieser Gruppe sehen nur ihre Mitglieder.',
  imagesTooMany: `Du kannst höchstens ${POST_IMAGES_MAX} Bilder hochladen.`,
  commentRequired: 'Bitte gib einen Kommentar ein.',
  commentTooLong: `Ein Kommentar darf höchstens ${COMMENT_BODY_MAX} Zeichen lang sein.`,
  postNotFound: 'Dieser Beitrag wurde nicht gefunden.',
  commentNotFound: 'Dieser Kommentar wurde nicht gefunden.',
  notOwnPost: 'Du kannst nur deine eigenen Beiträge bearbeiten oder löschen.',
  notOwnComment: 'Du kannst nur deine eigenen Kommentare löschen.',
  answerToAnswer: 'Auf eine Antwort kann nicht noch einmal geantwortet werden.',
  closedAreaOnly: 'Dieser Inhalt ist nur für Mitglieder des Bereichs sichtbar.',
  cursorInvalid: 'Die Seitenangabe ist ungültig. Bitte lade den Feed neu.',
  queryInvalid: 'Ungültige Angabe in der Anfrage.',
  skipTooLarge: `Bitte blättere mit „cursor“ weiter: „skip“ geht höchstens bis ${FEED_SKIP_MAX}.`,
  tooManyPosts: 'Du hast in kurzer Zeit sehr viele Beiträge erstellt. Bitte warte etwas.',
  tooManyComments: 'Du hast in kurzer Zeit sehr viele Kommentare geschrieben. Bitte warte etwas.',
  // 000 §4 and §8: German ones word for word, English ones in German with the same meaning (docs/texts.md)
  createPostTitle: 'Beitrag erstellen',
  createSurveyTitle: 'Umfrage erstellen',
  postButton: 'Posten',
  surveyDoneButton: 'Fertig',
  pullToRefresh: 'Runterziehen zum Aktualisieren',
  releaseToRefresh: 'Loslassen zum Aktualisieren',
  refreshing: 'Wird aktualisiert...',
  endOfFeed: 'Du hast das Ende des Feeds erreicht.',
  loadFailed: 'Der Feed konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  fetchFailed: 'Die Beiträge konnten nicht abgerufen werden.',
  loadMoreFailed: 'Weitere Beiträge konnten nicht geladen werden.',
  invalidFormat: 'Die Beiträge kamen in einem ungültigen Format an.',
  noPosts: 'Hier gibt es noch keine Beiträge.',
  noMorePosts: 'Keine weiteren Beiträge',
  commentsTitle: 'Kommentare',
} as const;

/** The server's messages about company posts (docs/feed.md); apart, so the web's first load does not carry them. */
export const COMPANY_POST_MESSAGES = {
  notCompanyPost: 'Nur das Team des Arbeitgebers kann diesen Beitrag bearbeiten oder löschen.',
  companyPostCommunityOnly:
    'Arbeitgeber-Beiträge erscheinen im allgemeinen Feed, nicht in Bereichen oder Gruppen.',
} as const;
