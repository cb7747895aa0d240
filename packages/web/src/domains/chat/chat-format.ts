/** Pure helpers of the conversation view: day separators, sender groups, list previews (docs/chat.md). */
import { CHAT_MESSAGES } from '@pflegepuls/shared/chat-messages';
import type { TChatMessage } from '@pflegepuls/shared/chat';
import { DAY_MS, getCalendarDay, TIME_ZONE } from '@pflegepuls/shared/time';

const LONG_DATE = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});
const LONG_DATE_YEAR = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** "Heute", "Gestern", else "Montag, 23. November" (with the year when it is not this year's). */
export function formatDayLabel(at: number, now = Date.now()): string {
  const day = getCalendarDay(at);
  if (day === getCalendarDay(now)) return 'Heute';
  if (day === getCalendarDay(now - DAY_MS)) return 'Gestern';
  return (day.slice(0, 4) === getCalendarDay(now).slice(0, 4) ? LONG_DATE : LONG_DATE_YEAR).format(at);
}

/** "14:05". */
export function formatMessageTime(at: number): string {
  return TIME.format(at);
}

/** Messages of one sender in a row, no more than this apart, form one group. */
export const GROUP_GAP_MS = 5 * 60_000;

export type TConversationItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: TChatMessage; isFirstOfGroup: boolean; isLastOfGroup: boolean };

/** The conversation as rows: a day separator before each new day, messages grouped by sender. */
export function buildConversation(messages: TChatMessage[], now = Date.now()): TConversationItem[] {
  const items: TConversationItem[] = [];
  let lastDay = '';
  messages.forEach((message, index) => {
    const day = getCalendarDay(message.createdAt);
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day-${day}`, label: formatDayLabel(message.createdAt, now) });
      lastDay = day;
    }
    const previous = messages[index - 1];
    const next = messages[index + 1];
    const joins = (a: TChatMessage | undefined, b: TChatMessage | undefined) =>
      a !== undefined &&
      b !== undefined &&
      a.senderId === b.senderId &&
      getCalendarDay(a.createdAt) === getCalendarDay(b.createdAt) &&
      b.createdAt - a.createdAt <= GROUP_GAP_MS;
    items.push({
      kind: 'message',
      key: `m-${message.id}`,
      message,
      isFirstOfGroup: !joins(previous, message),
      isLastOfGroup: !joins(message, next),
    });
  });
  return items;
}

/** "840 KB", "2,4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

/** The list's preview of the last message: "Du: …" for mine, "Nachricht gelöscht" once deleted. */
export function formatPreview(message: TChatMessage | null, myId: number | null): string {
  if (!message) return 'Noch keine Nachrichten';
  const body = (message.body ?? '').replace(/\s+/g, ' ');
  const { attachment } = message;
  const file = attachment ? (attachment.kind === 'pdf' ? `PDF: ${attachment.fileName}` : 'Bild') : '';
  const text = message.isDeleted ? CHAT_MESSAGES.deletedText : [file, body].filter(Boolean).join(' · ');
  return message.senderId !== null && message.senderId === myId ? `Du: ${text}` : text;
}
