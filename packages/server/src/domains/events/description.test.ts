import { describe, expect, it } from 'vitest';
import { descriptionText, sanitizeDescription } from './description.ts';

describe('event description sanitiser', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(sanitizeDescription('Erste Zeile\nRR < 140 mmHg\n\nNeuer Absatz & mehr')).toBe(
      '<p>Erste Zeile<br>RR &#60; 140 mmHg</p><p>Neuer Absatz &#38; mehr</p>',
    );
    // Inline markup keeps the typed line breaks as paragraphs.
    expect(sanitizeDescription('Hygiene beim <b>Wechsel</b>\n\nZweiter Absatz')).toBe(
      '<p>Hygiene beim <b>Wechsel</b></p><p>Zweiter Absatz</p>',
    );
  });

  it('keeps allowed tags without attributes and drops everything else', () => {
    expect(
      sanitizeDescription(
        '<p onclick="x()">Hallo <b style="color:red">Welt</b></p><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Hallo <b>Welt</b></p>');
    expect(sanitizeDescription('<script>alert(1)</script><iframe src="https://x"></iframe>ok')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeDescription('<style>p { color: red }</style><script>alert(1)</script>')).toBe('');
  });

  it('keeps https links only, with safe rel and target', () => {
    expect(
      sanitizeDescription('<a href="https://pflege.example/info?a=1&amp;b=2" onmouseover="x">Info</a>'),
    ).toBe(
      '<p><a href="https://pflege.example/info?a=1&#38;b=2" rel="noopener noreferrer nofollow" target="_blank">Info</a></p>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a><a href="http://unsicher">y</a>')).toBe(
      '<p>xy</p>',
    );
    expect(sanitizeDescription('<a href="https://ok.example" "><b>q</b>')).toContain('<b>q</b></a>');
  });

  it('closes open tags and ignores stray closing tags', () => {
    expect(sanitizeDescription('<ul><li>eins<li>zwei</ul></p>')).toBe('<ul><li>eins<li>zwei</li></li></ul>');
  });

  it('gives the plain text back for calendar files', () => {
    expect(descriptionText(sanitizeDescription('<p>Hallo &amp; <b>willkommen</b></p><p>Zweiter</p>'))).toBe(
      'Hallo & willkommen\nZweiter',
    );
  });
});
