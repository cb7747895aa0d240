/**
 * The editor's plain-text form of a description (docs/jobs.md): blank lines separate paragraphs,
 * lines starting with "- " are list items, a line ending with ":" alone is a heading. The server
 * sanitises whatever arrives; this only builds the few tags it keeps.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function textToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    let list: string[] = [];
    let para: string[] = [];
    const flush = () => {
      if (list.length) html.push(`<ul>${list.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`);
      if (para.length) html.push(`<p>${para.map(escape).join('<br>')}</p>`);
      list = [];
      para = [];
    };
    for (const line of lines) {
      if (/^[-•*]\s+/.test(line)) {
        if (para.length) flush();
        list.push(line.replace(/^[-•*]\s+/, ''));
      } else if (
        lines.length > 1 &&
        line.endsWith(':') &&
        line.length <= 60 &&
        !para.length &&
        !list.length
      ) {
        html.push(`<h3>${escape(line.slice(0, -1))}</h3>`);
      } else {
        if (list.length) flush();
        para.push(line);
      }
    }
    flush();
  }
  return html.join('');
}

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

export function htmlToEditorText(html: string): string {
  return decode(
    html
      .replace(/<h[34]>(.*?)<\/h[34]>/g, '\n\n$1:')
      .replace(/<p>/g, '\n')
      .replace(/<li>/g, '\n- ')
      .replace(/<br>/g, '\n')
      .replace(/<\/(p|ul|ol)>/g, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
