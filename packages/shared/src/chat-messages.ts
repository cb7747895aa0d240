/** Chat's constants, paths and German texts: no zod, so the shell can load them (docs/chat.md). */
/** The longest text of one message. */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_LIST_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 30;
/** A catch-up page after a reconnect (the client asks again while `hasMore`). */
export const CHAT_CATCH_UP_MAX = 100;
/** The unread count of one chat stops at this (the list shows "99+"). */
export const CHAT_UNREAD_CAP = 99;
/** How long a typing indicator stays without a new signal. */
export const CHAT_TYPING_TTL_MS = 6000;
export const CHAT_REPORT_DETAILS_MAX = 1000;

export const CHAT_MESSAGES = {
  // 000 §8, kept in meaning: "Failed to open chat. Please try again."
  openFailed: 'Der Chat konnte nicht geöffnet werden. Bitte versuche es erneut.',
  userNameMissing: 'Bitte gib an, mit wem du schreiben möchtest.',
  userNotFound: 'Diese Person wurde nicht gefunden.',
  chatWithSelf: 'Du kannst keinen Chat mit dir selbst öffnen.',
  chatNotFound: 'Dieser Chat wurde nicht gefunden.',
  messageNotFound: 'Diese Nachricht wurde nicht gefunden.',
  bodyMissing: 'Bitte schreib eine Nachricht.',
  bodyTooLong: `Eine Nachricht darf höchstens ${CHAT_MESSAGE_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  idInvalid: 'Die Angabe ist ungültig.',
  cursorInvalid: 'Die Seitenangabe ist ungültig. Bitte lade die Liste neu.',
  beforeAndAfter: 'Bitte frag entweder ältere oder neuere Nachrichten ab.',
  searchTooLong: 'Der Suchbegriff ist zu lang.',
  replyNotFound: 'Die Nachricht, auf die du antworten möchtest, gibt es in diesem Chat nicht.',
  notYourMessage: 'Du kannst nur deine eigenen Nachrichten ändern.',
  messageDeleted: 'Diese Nachricht wurde gelöscht.',
  /** A block either way, or the other account is gone: the sender is not told which. */
  cannotDeliver: 'Deine Nachricht konnte nicht zugestellt werden.',
  blockSelf: 'Du kannst dich nicht selbst blockieren.',
  reportOwn: 'Du kannst deine eigene Nachricht nicht melden.',
  reportReasonMissing: 'Bitte wähle einen Grund.',
  reportDetailsTooLong: `Bitte fasse dich kürzer (höchstens ${CHAT_REPORT_DETAILS_MAX} Zeichen).`,
  alreadyReported: 'Du hast diese Nachricht bereits gemeldet.',
  reported: 'Danke, wir schauen uns die Nachricht an.',
  blocked: (name: string) => `Du hast ${name} blockiert.`,
  unblocked: (name: string) => `Du hast die Blockierung von ${name} aufgehoben.`,
  settingsSaved: 'Einstellung gespeichert.',
  deletedText: 'Nachricht gelöscht',
  editedLabel: 'bearbeitet',
  deletedAccount: 'Gelöschtes Konto',
  reactionInvalid: 'Diese Reaktion gibt es nicht.',
  attachmentMissing: 'Bitte wähle ein Bild oder eine PDF-Datei aus.',
  attachmentType: 'Bitte wähle ein Bild (JPEG, PNG, WebP, GIF oder HEIC) oder eine PDF-Datei.',
  attachmentTooLarge: 'Die Datei ist zu groß (höchstens 10 MB).',
  attachmentNotFound: 'Diese Datei wurde nicht gefunden.',
} as const;

export const CHAT_PATHS = {
  open: '/api/chat/open',
  chats: '/api/chat/chats',
  chat: '/api/chat/chats/:chatId',
  messages: '/api/chat/chats/:chatId/messages',
  message: '/api/chat/chats/:chatId/messages/:messageId',
  report: '/api/chat/chats/:chatId/messages/:messageId/report',
  reaction: '/api/chat/chats/:chatId/messages/:messageId/reaction',
  attachments: '/api/chat/chats/:chatId/attachments',
  attachment: '/api/chat/chats/:chatId/attachments/:attachmentId/:variant',
  read: '/api/chat/chats/:chatId/read',
  typing: '/api/chat/chats/:chatId/typing',
  unread: '/api/chat/messages/unread',
  blocks: '/api/chat/blocks',
  block: '/api/chat/blocks/:userName',
  settings: '/api/chat/settings',
} as const;

export function chatPath(chatId: number, rest = ''): string {
  return `/api/chat/chats/${chatId}${rest}`;
}

export const CHAT_REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export const CHAT_REPORT_REASON_LABELS: Record<(typeof CHAT_REPORT_REASONS)[number], string> = {
  spam: 'Spam oder Werbung',
  harassment: 'Belästigung oder Beleidigung',
  inappropriate: 'Unangemessene Inhalte',
  other: 'Etwas anderes',
};

/** The emoji a message can get as a reaction (one per member and message). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export const CHAT_REACTION_LABELS: Record<(typeof CHAT_REACTIONS)[number], string> = {
  '👍': 'Daumen hoch',
  '❤️': 'Herz',
  '😂': 'Lachen',
  '😮': 'Staunen',
  '😢': 'Traurig',
  '🙏': 'Danke',
};
