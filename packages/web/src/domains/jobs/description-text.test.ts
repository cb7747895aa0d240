import { describe, expect, it } from 'vitest';
import { htmlToEditorText, textToHtml } from './description-text.ts';

describe('description text', () => {
  it('turns paragraphs, headings and dash lists into the kept tags, escaped', () => {
    const text = 'Wir suchen dich & dein Team.\n\nDeine Aufgaben:\n- Grundpflege\n- Doku <schnell>';
    const html = textToHtml(text);
    expect(html).toBe(
      '<p>Wir suchen dich &amp; dein Team.</p><h3>Deine Aufgaben</h3><ul><li>Grundpflege</li><li>Doku &lt;schnell&gt;</li></ul>',
    );
    expect(htmlToEditorText(html)).toBe(text);
  });

  it('reads the server’s escaped entities back', () => {
    expect(htmlToEditorText('<p>a &#38; b</p>')).toBe('a & b');
  });
});
