import { describe, expect, it } from 'vitest';
import { buildMessageText } from './present.ts';

describe('notification texts', () => {
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
