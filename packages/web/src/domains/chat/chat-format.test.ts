import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@pflegepuls/shared/chat';
import { buildConversation, formatDayLabel, formatFileSize, formatPreview } from './chat-format.ts';

const NOW = Date.UTC(2026, 10, 26, 12, 0); // Thursday, 26 November 2026, 13:00 in Berlin

function message(id: number, senderId: number, createdAt: number, body = `Text ${id}`): TChatMessage {
  return {
    id,
    chatId: 1,
    senderId,
    body,
    isDeleted: false,
    editedAt: null,
    replyTo: null,
    attachment: null,
    reactions: [],
    createdAt,
  };
}

describe('chat-format', () => {
  it('labels days as Heute, Gestern and German dates', () => {
    expect(formatDayLabel(NOW - 60_000, NOW)).toBe('Heute');
    expect(formatDayLabel(NOW - 24 * 3600_000, NOW)).toBe('Gestern');
    expect(formatDayLabel(Date.UTC(2026, 10, 23, 9), NOW)).toBe('Montag, 23. November');
    expect(formatDayLabel(Date.UTC(2025, 11, 31, 9), NOW)).toBe('Mittwoch, 31. Dezember 2025');
  });

  it('separates days and groups messages by sender within five minutes', () => {
    const yesterday = NOW - 24 * 3600_000;
    const items = buildConversation(
      [
        message(1, 7, yesterday),
        message(2, 7, NOW - 10 * 60_000),
        message(3, 7, NOW - 9 * 60_000),
        message(4, 8, NOW - 8 * 60_000),
        message(5, 8, NOW - 1 * 60_000),
      ],
      NOW,
    );
    expect(
      items.map((i) =>
        i.kind === 'day'
          ? i.label
          : `${i.message.id}${i.isFirstOfGroup ? 'F' : ''}${i.isLastOfGroup ? 'L' : ''}`,
      ),
    ).toEqual(['Gestern', '1FL', 'Heute', '2F', '3L', '4FL', '5FL']);
  });

  it('previews the last message with "Du:" for mine and the deleted text', () => {
    expect(formatPreview(message(1, 7, NOW, 'Hallo\ndu'), 7)).toBe('Du: Hallo du');
    expect(formatPreview(message(1, 8, NOW, 'Hallo'), 7)).toBe('Hallo');
    expect(formatPreview({ ...message(1, 8, NOW), body: null, isDeleted: true }, 7)).toBe(
      'Nachricht gelöscht',
    );
    const pdf = {
      id: 1,
      kind: 'pdf' as const,
      fileName: 'a.pdf',
      size: 2_500_000,
      width: null,
      height: null,
      url: '/x',
      previewUrl: null,
    };
    expect(formatPreview({ ...message(1, 7, NOW, ''), attachment: pdf }, 7)).toBe('Du: PDF: a.pdf');
    expect(formatPreview({ ...message(1, 8, NOW, 'Hier'), attachment: { ...pdf, kind: 'image' } }, 7)).toBe(
      'Bild · Hier',
    );
    expect(formatFileSize(2_500_000)).toBe('2,4 MB');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
  });
});
