/** Limits, reactions, avatars and German messages of moments; no zod, so the first load can use them. */
export const MOMENT_CONTENT_MAX = 500;
export const MOMENT_COMMENT_MAX = 1000;
/** Biggest `take` of GET /api/moments (the client asks 5, then 15). */
export const MOMENTS_TAKE_MAX = 50;

/** The reaction types, in display order; `heart` is the like. */
export const MOMENT_REACTIONS = [
  { key: 'heart', emoji: '❤️', label: 'Herz' },
  { key: 'clap', emoji: '👏', label: 'Applaus' },
  { key: 'laugh', emoji: '😂', label: 'Lachen' },
  { key: 'wow', emoji: '😮', label: 'Staunen' },
  { key: 'sad', emoji: '😢', label: 'Traurig' },
  { key: 'strong', emoji: '💪', label: 'Stark' },
] as const;
export const MOMENT_REACTION_KEYS = ['heart', 'clap', 'laugh', 'wow', 'sad', 'strong'] as const;
export type TMomentReactionKey = (typeof MOMENT_REACTION_KEYS)[number];
export const MOMENT_LIKE_REACTION: TMomentReactionKey = 'heart';

/** The anonymous avatars a moment can wear (GET /api/moments/get_available_avatars/0). */
export const MOMENT_AVATARS = [
  { key: 'fuchs', emoji: '🦊', label: 'Fuchs', color: '#FFA940' },
  { key: 'eule', emoji: '🦉', label: 'Eule', color: '#8D6E63' },
  { key: 'katze', emoji: '🐱', label: 'Katze', color: '#F06292' },
  { key: 'panda', emoji: '🐼', label: 'Panda', color: '#607D8B' },
  { key: 'igel', emoji: '🦔', label: 'Igel', color: '#A1887F' },
  { key: 'koala', emoji: '🐨', label: 'Koala', color: '#90A4AE' },
  { key: 'pinguin', emoji: '🐧', label: 'Pinguin', color: '#4FC3F7' },
  { key: 'baer', emoji: '🐻', label: 'Bär', color: '#A1673F' },
  { key: 'hase', emoji: '🐰', label: 'Hase', color: '#BA68C8' },
  { key: 'loewe', emoji: '🦁', label: 'Löwe', color: '#FFB300' },
  { key: 'otter', emoji: '🦦', label: 'Otter', color: '#4DB6AC' },
  { key: 'schildkroete', emoji: '🐢', label: 'Schildkröte', color: '#66BB6A' },
] as const;
export const MOMENT_AVATAR_KEYS = [
  'fuchs',
  'eule',
  'katze',
  'panda',
  'igel',
  'koala',
  'pinguin',
  'baer',
  'hase',
  'loewe',
  'otter',
  'schildkroete',
] as const;
export type TMomentAvatarKey = (typeof MOMENT_AVATAR_KEYS)[number];

/** German messages of the moments domain. */
export const MOMENT_MESSAGES = {
  contentRequired: 'Bitte schreib etwas für deinen Moment.',
  contentTooLong: `Ein Moment darf höchstens ${MOMENT_CONTENT_MAX} Zeichen lang sein.`,
  avatarRequired: 'Bitte wähle einen Avatar aus.',
  reactionInvalid: 'Bitte wähle eine gültige Reaktion aus.',
  commentRequired: 'Bitte gib einen Kommentar ein.',
  commentTooLong: `Ein Kommentar darf höchstens ${MOMENT_COMMENT_MAX} Zeichen lang sein.`,
  notFound: 'Dieser Moment wurde nicht gefunden.',
  commentNotFound: 'Dieser Kommentar wurde nicht gefunden.',
  notOwn: 'Du kannst nur deine eigenen Momente löschen.',
  notOwnComment: 'Du kannst nur deine eigenen Kommentare löschen.',
  answerToAnswer: 'Auf eine Antwort kann nicht noch einmal geantwortet werden.',
  tooManyMoments: 'Du hast in kurzer Zeit sehr viele Momente erstellt. Bitte warte etwas.',
  tooManyComments: 'Du hast in kurzer Zeit sehr viele Kommentare geschrieben. Bitte warte etwas.',
  own: 'Du',
  createTitle: 'Moment erstellen',
  createTitleClosedArea: 'Real Talk erstellen',
  empty: 'Noch keine Momente vorhanden.',
  queryInvalid: 'Ungültige Angabe in der Anfrage.',
} as const;
