import { describe, expect, it } from 'vitest';
import { formatCount, getVotePercent, linkifyText } from './format.ts';

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
