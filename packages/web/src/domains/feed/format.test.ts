import { describe, expect, it } from 'vitest';
import { formatCount, formatRelativeTime, getVotePercent, linkifyText } from './format.ts';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('formatRelativeTime', () => {
  it('says "gerade eben" under a minute and counts minutes, hours and days after', () => {
    expect(formatRelativeTime(NOW - 30_000, NOW)).toBe('gerade eben');
    expect(formatRelativeTime(NOW - 5 * 60_000, NOW)).toBe('vor 5 Minuten');
    expect(formatRelativeTime(NOW - 3 * 3_600_000, NOW)).toBe('vor 3 Stunden');
    expect(formatRelativeTime(NOW - 24 * 3_600_000, NOW)).toBe('gestern');
    expect(formatRelativeTime(NOW - 4 * 86_400_000, NOW)).toBe('vor 4 Tagen');
  });

  it('shows a date after a week, with the year only when it differs', () => {
    expect(formatRelativeTime(Date.UTC(2026, 9, 12, 12), NOW)).toBe('12. Okt.');
    expect(formatRelativeTime(Date.UTC(2025, 9, 12, 12), NOW)).toBe('12. Okt. 2025');
  });

  it('treats clock skew (a time in the future) as now', () => {
    expect(formatRelativeTime(NOW + 10_000, NOW)).toBe('gerade eben');
  });
});

describe('linkifyText', () => {
  it('turns http(s) and www links into links and keeps the rest as text', () => {
    expect(linkifyText('Siehe https://pflege.de/a?b=1 und www.example.org.')).toEqual([
      { kind: 'text', text: 'Siehe ' },
      { kind: 'link', text: 'https://pflege.de/a?b=1', href: 'https://pflege.de/a?b=1' },
      { kind: 'text', text: ' und ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) <a href="https://x.de">x</a> data:text/html,hi';
    const segments = linkifyText(text);
    expect(segments.filter((segment) => segment.kind === 'link').map((s) => s.text)).toEqual([
      'https://x.de',
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('keeps line breaks in the text segments', () => {
    expect(linkifyText('Zeile 1\nZeile 2')).toEqual([{ kind: 'text', text: 'Zeile 1\nZeile 2' }]);
  });
});

describe('counts and percentages', () => {
  it('uses singular and plural and German digit grouping', () => {
    expect(formatCount(1, 'Kommentar', 'Kommentare')).toBe('1 Kommentar');
    expect(formatCount(1200, 'Kommentar', 'Kommentare')).toBe('1.200 Kommentare');
  });

  it('rounds survey percentages and answers 0 without votes', () => {
    expect(getVotePercent(1, 3)).toBe(33);
    expect(getVotePercent(0, 0)).toBe(0);
  });
});
