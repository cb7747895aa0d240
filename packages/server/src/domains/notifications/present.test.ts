import { describe, expect, it } from 'vitest';
import { buildMessageText, formatCreatedAtShort } from './present.ts';

describe('notification texts', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0);
  it.each([
    [now - 30_000, 'gerade eben'],
    [now - 5 * 60_000, 'vor 5 Min.'],
    [now - 3 * 3600_000, 'vor 3 Std.'],
    [now - 25 * 3600_000, 'vor 1 Tag'],
    [now - 3 * 86_400_000, 'vor 3 Tagen'],
    [Date.UTC(2026, 9, 1, 23, 30), '02.10.2026'],
  ])('%s → %s (Europe/Berlin dates)', (at, text) => {
    expect(formatCreatedAtShort(at, now)).toBe(text);
  });

  it('counts the other actors and switches the verb to plural', () => {
    expect(buildMessageText('like', 'Anna', 1, 1, 0)).toBe('Anna hat deinen Beitrag geliked');
    expect(buildMessageText('like', 'Anna', 2, 2, 0)).toBe(
      'Anna und 1 weitere Person haben deinen Beitrag geliked',
    );
    expect(buildMessageText('moment_reaction', 'Anna', 4, 9, 0)).toBe(
      'Anna und 3 weitere haben auf deinen Moment reagiert',
    );
    expect(buildMessageText('closed_area_new_member', 'Jemand', 0, 1, 1)).toBe(
      'Ein neues Mitglied ist dem Urocampus beigetreten',
    );
    expect(buildMessageText('closed_area_new_member', 'Jemand', 0, 1, 12)).toBe(
      '12 neue Mitglieder sind dem Urocampus beigetreten',
    );
  });
});
