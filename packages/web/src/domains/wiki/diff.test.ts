import { describe, expect, it } from 'vitest';
import { diffLines, htmlLines } from './diff.ts';

describe('diffLines', () => {
  it('marks removed and added lines between two revisions', () => {
    const before = htmlLines('<h2>Inhalt</h2><p>Erste Fassung</p><ul><li>A</li></ul>');
    const after = htmlLines('<h2>Inhalt</h2><p>Zweite Fassung</p><ul><li>A</li><li>B &#38; C</li></ul>');
    expect(diffLines(before, after)).toEqual([
      { kind: 'same', text: 'Inhalt' },
      { kind: 'removed', text: 'Erste Fassung' },
      { kind: 'added', text: 'Zweite Fassung' },
      { kind: 'same', text: 'A' },
      { kind: 'added', text: 'B & C' },
    ]);
  });
});
