import { describe, expect, it } from 'vitest';
import { sanitizeQueryValue, stripHtml } from './sanitize.ts';

describe('stripHtml', () => {
  it('removes tags, scripts and styles and decodes common entities', () => {
    expect(stripHtml('<p>Die <b>Anmeldung</b> ist &quot;fehlgeschlagen&quot; &amp; so.</p>')).toBe(
      'Die Anmeldung ist "fehlgeschlagen" & so.',
    );
    expect(stripHtml('Hallo<script>alert(1)</script> <style>p{}</style>Welt')).toBe('Hallo Welt');
  });

  it('leaves plain German text untouched', () => {
    expect(stripHtml('Die eingegebenen Anmeldedaten sind ungültig.')).toBe(
      'Die eingegebenen Anmeldedaten sind ungültig.',
    );
  });
});

describe('sanitizeQueryValue', () => {
  it('trims, strips tags and control characters and caps the length', () => {
    expect(sanitizeQueryValue('  a@b.de\u0000\u200b ', 254)).toBe('a@b.de');
    expect(sanitizeQueryValue('abc<img src=x onerror=alert(1)>def', 200)).toBe('abc def');
    expect(sanitizeQueryValue('x'.repeat(300), 200)).toHaveLength(200);
  });

  it('turns a missing value into an empty string', () => {
    expect(sanitizeQueryValue(null, 10)).toBe('');
  });
});
